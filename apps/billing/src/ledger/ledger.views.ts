import { microsToDollars, TransferView } from '@simrelay/contracts';
import type { Transfer } from './transfer.entity';

export const toTransferView = (t: Transfer): TransferView => ({
  transferId: t.id,
  kind: t.kind,
  amountMicros: t.amountMicros,
  reference: t.reference,
  reason: t.reason,
  holdId: t.holdId,
  refundOf: t.refundOf,
  createdAt: t.createdAt.toISOString(),
});

/** The wallet after a request, in both units (the socket and the apps show dollars). */
export const balanceAfter = (balanceMicros: number): { balanceMicros: number; balance: number } => ({
  balanceMicros,
  balance: microsToDollars(balanceMicros),
});
