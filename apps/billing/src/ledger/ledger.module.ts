import { Module } from '@nestjs/common';
import { AdminLedgerController } from './admin-ledger.controller';
import { AdminLedgerReader } from './admin-ledger.reader';
import { IdempotentLedger } from './idempotent-ledger';
import { UserLedgerController } from './user-ledger.controller';
import { WalletLedger } from './wallet-ledger';

/** The double-entry ledger: idempotent transfers, wallets, and the ledger read by users and administrators. */
@Module({
  controllers: [AdminLedgerController, UserLedgerController],
  providers: [IdempotentLedger, WalletLedger, AdminLedgerReader],
  exports: [IdempotentLedger, WalletLedger],
})
export class LedgerModule {}
