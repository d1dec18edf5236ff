import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ActivationsOverviewSubjects, AdminActivationsOverview, AdminOverviewQuery } from '@simrelay/contracts';
import { AdminOverviewService } from './admin-overview.service';

/** The back office's overview figures (gateway `GET /admin/overview`). */
@Controller()
export class AdminOverviewController {
  constructor(private readonly overview: AdminOverviewService) {}

  @MessagePattern(ActivationsOverviewSubjects.adminOverview)
  figures(@Payload() query: AdminOverviewQuery): Promise<AdminActivationsOverview> {
    return this.overview.overview(new Date(query.since));
  }
}
