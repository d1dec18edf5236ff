import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { HoldExpirySweeper } from './hold-expiry.sweeper';
import { HoldLedger } from './hold-ledger';
import { HoldsController } from './holds.controller';

/** Two-phase holds and the sweep that voids expired ones. */
@Module({
  imports: [LedgerModule],
  controllers: [HoldsController],
  providers: [HoldLedger, HoldExpirySweeper],
})
export class HoldsModule {}
