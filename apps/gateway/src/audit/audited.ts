import { SetMetadata } from '@nestjs/common';

export const SKIP_AUDIT = 'skip-admin-audit';

/** An admin route identity records itself (the second factor's steps: their bodies hold codes). */
export const SkipAudit = () => SetMetadata(SKIP_AUDIT, true);
