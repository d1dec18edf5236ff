import { Injectable } from '@nestjs/common';
import {
  AdminAddExecutorCommand, AdminChangeExecutorCommand, AdminExecutorFiguresQuery, AdminResellsQuery, ExecutorFiguresView, ExecutorsSubjects, ExecutorTestView,
  ExecutorView, ResellsPage, ResellView,
} from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

type PageOf<T> = Partial<Omit<T, 'page' | 'limit'>> & { page?: number; limit?: number };

/** The back office's calls about upstream executors and their resells (the activations service). */
@Injectable()
export class AdminExecutorsClient extends ServiceClient {
  list = () => this.call<ExecutorView[]>(ExecutorsSubjects.list, {});
  add = (cmd: AdminAddExecutorCommand) => this.call<ExecutorView>(ExecutorsSubjects.add, cmd);
  change = (cmd: AdminChangeExecutorCommand) => this.call<ExecutorView>(ExecutorsSubjects.change, cmd);
  test = (executorId: string) => this.call<ExecutorTestView>(ExecutorsSubjects.test, { executorId });
  figures = (query: AdminExecutorFiguresQuery) => this.call<ExecutorFiguresView[]>(ExecutorsSubjects.figures, query);
  resells = (query: PageOf<AdminResellsQuery>) => this.call<ResellsPage>(ExecutorsSubjects.resells, query);
  removeResell = (resellId: string) => this.call<ResellView>(ExecutorsSubjects.removeResell, { resellId });
}
