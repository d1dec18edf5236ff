import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminRentalRef, AdminRentalsPage, AdminRentalsQuery, AdminRentalView, AdminRestoreRef, AdminRestoreRequestView, AdminRestoresQuery, RentalsSubjects,
} from '@simrelay/contracts';
import { AdminRentalsService } from './admin-rentals.service';

/** The back office's rental calls (the gateway checked the administrator). */
@Controller()
export class AdminRentalsController {
  constructor(private readonly admin: AdminRentalsService) {}

  @MessagePattern(RentalsSubjects.adminList)
  list(@Payload() query: AdminRentalsQuery): Promise<AdminRentalsPage> {
    return this.admin.list(query);
  }

  @MessagePattern(RentalsSubjects.adminEnd)
  end(@Payload() ref: AdminRentalRef): Promise<AdminRentalView> {
    return this.admin.end(ref.rentalId);
  }

  @MessagePattern(RentalsSubjects.adminRestores)
  restores(@Payload() query: AdminRestoresQuery): Promise<AdminRestoreRequestView[]> {
    return this.admin.restoreRequests(query);
  }

  @MessagePattern(RentalsSubjects.adminCompleteRestore)
  completeRestore(@Payload() ref: AdminRestoreRef): Promise<AdminRestoreRequestView> {
    return this.admin.completeRestore(ref.requestId);
  }

  @MessagePattern(RentalsSubjects.adminTopUpDue)
  topUpDue(): Promise<AdminRentalView[]> {
    return this.admin.topUpDue();
  }
}
