import { DynamicModule, Module } from '@nestjs/common';
import { RentalContractsModule } from '../rentals/rental-contracts.module';
import { LifecycleSweeper } from './lifecycle.sweeper';
import { TestClockController } from './test-clock.controller';

/** The sweep that ends, recycles and settles rentals as time passes; with `testClock`, the route that moves that time. */
@Module({})
export class LifecycleModule {
  static register(testClock: boolean): DynamicModule {
    return {
      module: LifecycleModule,
      imports: [RentalContractsModule],
      controllers: testClock ? [TestClockController] : [],
      providers: [LifecycleSweeper],
    };
  }
}
