import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateTopUpCommand, ProviderCallbackCommand, ProviderCallbackReply, SettleSandboxCommand, TopUpMethodsQuery, TopUpMethodsView, TopUpsQuery, TopUpStarted,
  TopUpSubjects, TopUpView,
} from '@simrelay/contracts';
import { TopUpCallbacks } from './topup-callbacks';
import { TopUpsService } from './topups.service';

@Controller()
export class TopUpsController {
  constructor(
    private readonly topUps: TopUpsService,
    private readonly callbacks: TopUpCallbacks,
  ) {}

  @MessagePattern(TopUpSubjects.methods)
  methods(@Payload() query: TopUpMethodsQuery): TopUpMethodsView {
    return this.topUps.methods(query.sandbox);
  }

  @MessagePattern(TopUpSubjects.create)
  create(@Payload() cmd: CreateTopUpCommand): Promise<TopUpStarted> {
    return this.topUps.create(cmd);
  }

  @MessagePattern(TopUpSubjects.settleSandbox)
  settle(@Payload() cmd: SettleSandboxCommand): Promise<TopUpView> {
    return this.topUps.settleSandbox(cmd);
  }

  @MessagePattern(TopUpSubjects.callback)
  callback(@Payload() cmd: ProviderCallbackCommand): Promise<ProviderCallbackReply> {
    return this.callbacks.handle(cmd);
  }

  @MessagePattern(TopUpSubjects.list)
  list(@Payload() query: TopUpsQuery): Promise<TopUpView[]> {
    return this.topUps.list(query.userId);
  }
}
