import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ActivationActionCommand, ActivationHistoryQuery, ActivationRef, ActivationMessagesQuery, ActivationMessagesView, ActivationsPage, ActivationsSubjects, ActivationView,
  ActivationsUserRef, AvailabilityQuery, AvailabilityView, BuyActivationCommand, CountryAvailabilityView,
} from '@simrelay/contracts';
import { AvailabilityService } from '../inventory/availability.service';
import { ActivationsService } from './activations.service';

@Controller()
export class ActivationsController {
  constructor(
    private readonly activations: ActivationsService,
    private readonly availability: AvailabilityService,
  ) {}

  @MessagePattern(ActivationsSubjects.availability)
  available(@Payload() query: AvailabilityQuery): Promise<AvailabilityView> {
    return this.availability.count(query);
  }

  @MessagePattern(ActivationsSubjects.rentAvailability)
  availableForRent(@Payload() query: AvailabilityQuery): Promise<AvailabilityView> {
    return this.availability.count(query, 'rent');
  }

  @MessagePattern(ActivationsSubjects.availabilityByCountry)
  availableByCountry(): Promise<CountryAvailabilityView> {
    return this.availability.byCountry();
  }

  @MessagePattern(ActivationsSubjects.buy)
  buy(@Payload() cmd: BuyActivationCommand): Promise<ActivationView> {
    return this.activations.buy(cmd);
  }

  @MessagePattern(ActivationsSubjects.current)
  current(@Payload() query: ActivationsUserRef): Promise<ActivationView[]> {
    return this.activations.current(query.userId);
  }

  @MessagePattern(ActivationsSubjects.get)
  get(@Payload() ref: ActivationRef): Promise<ActivationView> {
    return this.activations.get(ref);
  }

  @MessagePattern(ActivationsSubjects.act)
  act(@Payload() cmd: ActivationActionCommand): Promise<ActivationView> {
    return this.activations.act(cmd);
  }

  @MessagePattern(ActivationsSubjects.history)
  history(@Payload() query: ActivationHistoryQuery): Promise<ActivationsPage> {
    return this.activations.history(query);
  }

  @MessagePattern(ActivationsSubjects.messages)
  messages(@Payload() query: ActivationMessagesQuery): Promise<ActivationMessagesView> {
    return this.activations.messages(query);
  }
}
