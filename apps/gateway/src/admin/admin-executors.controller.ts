import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { AdminAddExecutorCommand, AdminExecutorChanges, AdminExecutorEnabledBody } from '@simrelay/contracts';
import { AdminIdParam } from '../activations/admin-activation-bodies';
import { AdminAuthGuard } from '../auth/auth.guards';
import { AdminExecutorFiguresParams, AdminResellsParams } from './admin-executor-bodies';
import { AdminExecutorsClient } from './admin-executors.client';
import { orderOf } from './list-order-params';

/**
 * Upstream executors (providers we buy numbers from when our rack has none) and their
 * resells. Admin tokens only; every change is in the audit log (keys redacted).
 */
@Controller('admin')
@UseGuards(AdminAuthGuard)
export class AdminExecutorsController {
  constructor(private readonly executors: AdminExecutorsClient) {}

  @Get('executors')
  list() {
    return this.executors.list();
  }

  @Post('executors')
  add(@Body() body: AdminAddExecutorCommand) {
    return this.executors.add(body);
  }

  /** Purchases, success rate, spend and margin per executor over a period. */
  @Get('executors/figures')
  figures(@Query() query: AdminExecutorFiguresParams) {
    return this.executors.figures({ ...(query.since ? { since: query.since } : {}), ...(query.until ? { until: query.until } : {}) });
  }

  @Patch('executors/:id')
  change(@Param() params: AdminIdParam, @Body() body: AdminExecutorChanges) {
    return this.executors.change({ ...body, executorId: params.id });
  }

  @Patch('executors/:id/enabled')
  enable(@Param() params: AdminIdParam, @Body() body: AdminExecutorEnabledBody) {
    return this.executors.change({ executorId: params.id, enabled: body.enabled });
  }

  /** Tests the stored key: the provider's balance, or its refusal. */
  @Post('executors/:id/test')
  @HttpCode(200)
  test(@Param() params: AdminIdParam) {
    return this.executors.test(params.id);
  }

  @Get('resells')
  resells(@Query() query: AdminResellsParams) {
    return this.executors.resells({
      ...(query.page !== undefined ? { page: query.page } : {}),
      ...(query.limit !== undefined ? { limit: query.limit } : {}),
      ...(query.executor !== undefined ? { executor: query.executor } : {}),
      ...(query.state !== undefined ? { state: query.state } : {}),
      ...orderOf(query),
    });
  }

  /** Cancels upstream, then removes (see docs/partners-upstream.md). */
  @Delete('resells/:id')
  remove(@Param() params: AdminIdParam) {
    return this.executors.removeResell(params.id);
  }
}
