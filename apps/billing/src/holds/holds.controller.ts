import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BillingSubjects, HoldCommand, HoldReceipt, HoldRef, HoldView, PostHoldCommand, VoidHoldCommand } from '@simrelay/contracts';
import { HoldLedger } from './hold-ledger';

@Controller()
export class HoldsController {
  constructor(private readonly holds: HoldLedger) {}

  @MessagePattern(BillingSubjects.hold)
  hold(@Payload() cmd: HoldCommand): Promise<HoldReceipt> {
    return this.holds.hold(cmd);
  }

  @MessagePattern(BillingSubjects.post)
  post(@Payload() cmd: PostHoldCommand): Promise<HoldReceipt> {
    return this.holds.post(cmd);
  }

  @MessagePattern(BillingSubjects.void)
  void(@Payload() cmd: VoidHoldCommand): Promise<HoldReceipt> {
    return this.holds.void(cmd);
  }

  @MessagePattern(BillingSubjects.getHold)
  get(@Payload() query: HoldRef): Promise<HoldView> {
    return this.holds.get(query.holdId);
  }
}
