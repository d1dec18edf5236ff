import { Injectable } from '@nestjs/common';
import {
  AdminAddHubCommand, AdminChangeHubCommand, AdminHubPushesQuery, AdminHubSalesQuery, HubFinishRequest, HubNumberAnswer, HubNumberRequest, HubPage,
  HubPushView, HubSaleView, HubServicesAnswer, HubServicesRequest, HubsSubjects, HubSuccessAnswer, HubView,
} from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

/** Hubs' protocol requests and the back office's hub routes, over NATS to activations. */
@Injectable()
export class HubsClient extends ServiceClient {
  services = (request: HubServicesRequest) => this.call<HubServicesAnswer>(HubsSubjects.services, request);
  number = (request: HubNumberRequest) => this.call<HubNumberAnswer>(HubsSubjects.number, request);
  finish = (request: HubFinishRequest) => this.call<HubSuccessAnswer>(HubsSubjects.finish, request);

  list = () => this.call<HubView[]>(HubsSubjects.adminList, {});
  add = (cmd: AdminAddHubCommand) => this.call<HubView>(HubsSubjects.adminAdd, cmd);
  change = (cmd: AdminChangeHubCommand) => this.call<HubView>(HubsSubjects.adminChange, cmd);
  sales = (query: AdminHubSalesQuery) => this.call<HubPage<HubSaleView>>(HubsSubjects.adminSales, query);
  pushes = (query: AdminHubPushesQuery) => this.call<HubPage<HubPushView>>(HubsSubjects.adminPushes, query);
}
