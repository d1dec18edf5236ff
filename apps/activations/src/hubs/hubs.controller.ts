import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminAddHubCommand, AdminChangeHubCommand, AdminHubPushesQuery, AdminHubSalesQuery, HubFinishRequest, HubNumberAnswer, HubNumberRequest, HubPage,
  HubPushView, HubSaleView, HubServicesAnswer, HubServicesRequest, HubsSubjects, HubSuccessAnswer, HubView,
} from '@simrelay/contracts';
import { HubOfferService } from './hub-offer.service';
import { HubSalesService } from './hub-sales.service';
import { HubsAdminService } from './hubs-admin.service';

/** The SMSHub agent protocol's requests (passed on by the gateway) and the back office's hub routes. */
@Controller()
export class HubsController {
  constructor(
    private readonly offer: HubOfferService,
    private readonly sales: HubSalesService,
    private readonly admin: HubsAdminService,
  ) {}

  @MessagePattern(HubsSubjects.services)
  services(@Payload() request: HubServicesRequest): Promise<HubServicesAnswer> {
    return this.offer.services(request);
  }

  @MessagePattern(HubsSubjects.number)
  number(@Payload() request: HubNumberRequest): Promise<HubNumberAnswer> {
    return this.sales.number(request);
  }

  @MessagePattern(HubsSubjects.finish)
  finish(@Payload() request: HubFinishRequest): Promise<HubSuccessAnswer> {
    return this.sales.finish(request);
  }

  @MessagePattern(HubsSubjects.adminList)
  list(): Promise<HubView[]> {
    return this.admin.list();
  }

  @MessagePattern(HubsSubjects.adminAdd)
  add(@Payload() cmd: AdminAddHubCommand): Promise<HubView> {
    return this.admin.add(cmd);
  }

  @MessagePattern(HubsSubjects.adminChange)
  change(@Payload() cmd: AdminChangeHubCommand): Promise<HubView> {
    return this.admin.change(cmd);
  }

  @MessagePattern(HubsSubjects.adminSales)
  salesPage(@Payload() query: AdminHubSalesQuery): Promise<HubPage<HubSaleView>> {
    return this.admin.sales(query);
  }

  @MessagePattern(HubsSubjects.adminPushes)
  pushes(@Payload() query: AdminHubPushesQuery): Promise<HubPage<HubPushView>> {
    return this.admin.pushes(query);
  }
}
