import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdvanceClockCommand, RentalsSubjects } from '@simrelay/contracts';
import { Clock } from '../clock';
import { LifecycleSweeper } from './lifecycle.sweeper';

/**
 * Registered only with TEST_CLOCK: whole-system tests move time forward (60 days of reserve)
 * and get the answer after a sweep has seen the new time.
 */
@Controller()
export class TestClockController {
  constructor(
    private readonly clock: Clock,
    private readonly sweeper: LifecycleSweeper,
  ) {}

  @MessagePattern(RentalsSubjects.testAdvanceClock)
  async advance(@Payload() cmd: AdvanceClockCommand): Promise<{ now: string }> {
    const now = this.clock.advance(cmd.ms);
    await this.sweeper.run();
    // A sweep already under way may have started before the move: one more sees it.
    await this.sweeper.run();
    return { now: now.toISOString() };
  }
}
