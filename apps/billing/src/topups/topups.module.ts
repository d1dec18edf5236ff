import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { TopUpCallbacks } from './topup-callbacks';
import { TopUpCheckouts } from './topup-checkouts';
import { TopUpsController } from './topups.controller';
import { TopUpsService } from './topups.service';

/** Top-ups: checkouts at the providers and their callbacks, credited once. */
@Module({
  imports: [LedgerModule],
  controllers: [TopUpsController],
  providers: [TopUpCheckouts, TopUpsService, TopUpCallbacks],
  exports: [TopUpsService],
})
export class TopUpsModule {}
