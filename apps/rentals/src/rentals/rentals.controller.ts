import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ExtendRentalCommand, RentalRef, RentalsListQuery, RentalsSubjects, RentalView, RentNumberCommand, RestoreRentalCommand,
} from '@simrelay/contracts';
import { RestoreService } from '../restore/restore.service';
import { RentalsService } from './rentals.service';

/** The renters' calls, from the gateway (web app, public API, compatible protocols). */
@Controller()
export class RentalsController {
  constructor(
    private readonly rentals: RentalsService,
    private readonly restores: RestoreService,
  ) {}

  @MessagePattern(RentalsSubjects.rent)
  rent(@Payload() cmd: RentNumberCommand): Promise<RentalView> {
    return this.rentals.rent(cmd);
  }

  @MessagePattern(RentalsSubjects.list)
  list(@Payload() query: RentalsListQuery): Promise<RentalView[]> {
    return this.rentals.list(query);
  }

  @MessagePattern(RentalsSubjects.get)
  get(@Payload() ref: RentalRef): Promise<RentalView> {
    return this.rentals.get(ref);
  }

  @MessagePattern(RentalsSubjects.extend)
  extend(@Payload() cmd: ExtendRentalCommand): Promise<RentalView> {
    return this.rentals.extend(cmd);
  }

  @MessagePattern(RentalsSubjects.finish)
  finish(@Payload() ref: RentalRef): Promise<RentalView> {
    return this.rentals.finish(ref);
  }

  @MessagePattern(RentalsSubjects.restore)
  restore(@Payload() cmd: RestoreRentalCommand): Promise<RentalView> {
    return this.restores.restore(cmd);
  }

  @MessagePattern(RentalsSubjects.activate)
  activate(@Payload() ref: RentalRef): Promise<RentalView> {
    return this.restores.activate(ref);
  }
}
