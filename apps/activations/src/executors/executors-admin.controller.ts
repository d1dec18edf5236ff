import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminAddExecutorCommand, AdminChangeExecutorCommand, AdminExecutorFiguresQuery, AdminExecutorRef, AdminResellRef, AdminResellsQuery, ExecutorFiguresView,
  ExecutorsSubjects, ExecutorTestView, ExecutorView, ResellsPage, ResellView,
} from '@simrelay/contracts';
import { ExecutorsAdminService } from './executors-admin.service';

/** The back office's executor requests (the gateway's `/admin/executors` and `/admin/resells` routes). */
@Controller()
export class ExecutorsAdminController {
  constructor(private readonly executors: ExecutorsAdminService) {}

  @MessagePattern(ExecutorsSubjects.list)
  list(): Promise<ExecutorView[]> {
    return this.executors.list();
  }

  @MessagePattern(ExecutorsSubjects.add)
  add(@Payload() cmd: AdminAddExecutorCommand): Promise<ExecutorView> {
    return this.executors.add(cmd);
  }

  @MessagePattern(ExecutorsSubjects.change)
  change(@Payload() cmd: AdminChangeExecutorCommand): Promise<ExecutorView> {
    return this.executors.change(cmd);
  }

  @MessagePattern(ExecutorsSubjects.test)
  test(@Payload() ref: AdminExecutorRef): Promise<ExecutorTestView> {
    return this.executors.test(ref.executorId);
  }

  @MessagePattern(ExecutorsSubjects.figures)
  figures(@Payload() query: AdminExecutorFiguresQuery): Promise<ExecutorFiguresView[]> {
    return this.executors.figures(query);
  }

  @MessagePattern(ExecutorsSubjects.resells)
  resells(@Payload() query: AdminResellsQuery): Promise<ResellsPage> {
    return this.executors.resells(query);
  }

  @MessagePattern(ExecutorsSubjects.removeResell)
  removeResell(@Payload() ref: AdminResellRef): Promise<ResellView> {
    return this.executors.removeResell(ref.resellId);
  }
}
