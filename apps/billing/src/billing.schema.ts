import { OutboxEvent } from '@simrelay/messaging';
import { Hold } from './holds/hold.entity';
import { Account } from './ledger/account.entity';
import { IdempotencyRecord } from './ledger/idempotency-record.entity';
import { Transfer } from './ledger/transfer.entity';
import { Init1763800000000 } from './migrations/1763800000000-init';
import { TopUps1763810000000 } from './migrations/1763810000000-topups';
import { TopUpCheckout1763820000000 } from './migrations/1763820000000-topup-checkout';
import { TopUp } from './topups/topup.entity';

export const BILLING_SCHEMA = 'billing';
export const billingEntities = [Account, Transfer, Hold, IdempotencyRecord, TopUp, OutboxEvent];
export const billingMigrations = [Init1763800000000, TopUps1763810000000, TopUpCheckout1763820000000];
