import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ActivationsSubjects, LeaseCommand, LeaseRef, LeaseStatusQuery, LeaseStatusView, LeaseView } from '@simrelay/contracts';
import { LeasesService } from './leases.service';

/** Leases asked by the rentals service. */
@Controller()
export class LeasesController {
  constructor(private readonly leases: LeasesService) {}

  @MessagePattern(ActivationsSubjects.lease)
  lease(@Payload() cmd: LeaseCommand): Promise<LeaseView> {
    return this.leases.lease(cmd);
  }

  @MessagePattern(ActivationsSubjects.releaseLease)
  release(@Payload() ref: LeaseRef): Promise<LeaseView | null> {
    return this.leases.release(ref.leaseId);
  }

  @MessagePattern(ActivationsSubjects.leaseStatus)
  status(@Payload() query: LeaseStatusQuery): Promise<LeaseStatusView> {
    return this.leases.status(query.leaseIds);
  }
}
