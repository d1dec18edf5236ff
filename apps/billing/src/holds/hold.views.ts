import type { HoldView } from '@simrelay/contracts';
import type { Hold } from './hold.entity';

export const toHoldView = (h: Hold): HoldView => ({
  holdId: h.id,
  userId: h.userId,
  status: h.status,
  amountMicros: h.amountMicros,
  capturedMicros: h.capturedMicros,
  reference: h.reference,
  expiresAt: h.expiresAt?.toISOString() ?? null,
  createdAt: h.createdAt.toISOString(),
  settledAt: h.settledAt?.toISOString() ?? null,
});
