import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateTopUpCommand, SettleSandboxCommand, TopUpsQuery, TopUpSubjects, TopUpView } from '@simrelay/contracts';
import { TopUpsService } from './topups.service';

@Controller()
export class TopUpsController {
  constructor(private readonly topUps: TopUpsService) {}

  @MessagePattern(TopUpSubjects.create)
  create(@Payload() cmd: CreateTopUpCommand): Promise<TopUpView> {
    return this.topUps.create(cmd);
  }

  @MessagePattern(TopUpSubjects.settleSandbox)
  settle(@Payload() cmd: SettleSandboxCommand): Promise<TopUpView> {
    return this.topUps.settleSandbox(cmd);
  }

  @MessagePattern(TopUpSubjects.list)
  list(@Payload() query: TopUpsQuery): Promise<TopUpView[]> {
    return this.topUps.list(query.userId);
  }
}
