import { Injectable } from '@nestjs/common';

/**
 * The rentals' time. In production it is the system's; whole-system tests move it forward
 * (`TEST_CLOCK`) to see 60 days pass without waiting for them. Every rule reads time here, never
 * from the database's `now()`, so the sweeps and the rules agree.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** A moment stamped by another process (an SMS received by an agent) on this clock. */
  fromReal(at: Date): Date {
    return new Date(at.getTime() + this.offsetMs);
  }

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
}
