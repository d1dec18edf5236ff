import { Injectable } from '@nestjs/common';
import {
  ActivationsSubjects, AdminActivationsPage, AdminActivationsQuery, AdminActivationView, AdminAddModemCommand, AdminDeletedNumbersView,
  AdminMarkRentCommand, AdminMarkReplaceCommand, AdminMessagesPage, AdminMessagesQuery, AdminModemView, AdminNumbersQuery, AdminNumberView,
  AdminServiceBansView,
} from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

type PageOf<T> = Partial<Omit<T, 'page' | 'limit'>> & { page?: number; limit?: number };

/** The back office's calls to the activations service over NATS: inventory, bans, messages, activations. */
@Injectable()
export class AdminActivationsClient extends ServiceClient {
  modems = () => this.call<AdminModemView[]>(ActivationsSubjects.adminModems, {});
  addModem = (cmd: AdminAddModemCommand) => this.call<AdminModemView>(ActivationsSubjects.adminAddModem, cmd);
  banModem = (modemId: string, ban: boolean) => this.call<AdminModemView>(ActivationsSubjects.adminBanModem, { modemId, ban });

  numbers = (query: AdminNumbersQuery) => this.call<AdminNumberView[]>(ActivationsSubjects.adminNumbers, query);
  markReplace = (cmd: AdminMarkReplaceCommand) => this.call<AdminNumberView[]>(ActivationsSubjects.adminReplaceNumbers, cmd);
  markRent = (cmd: AdminMarkRentCommand) => this.call<AdminNumberView[]>(ActivationsSubjects.adminMarkRent, cmd);
  deleteNumbers = (ids: string[]) => this.call<AdminDeletedNumbersView>(ActivationsSubjects.adminDeleteNumbers, { ids });
  liftServiceBan = (numberId: string, service: string) => this.call<AdminNumberView>(ActivationsSubjects.adminLiftServiceBan, { numberId, service });

  deleteServiceBans = (service: string) => this.call<AdminServiceBansView>(ActivationsSubjects.adminDeleteServiceBans, { service });
  addSuccess = (service: string) => this.call<AdminServiceBansView>(ActivationsSubjects.adminAddSuccess, { service });

  messages = (query: PageOf<AdminMessagesQuery>) => this.call<AdminMessagesPage>(ActivationsSubjects.adminMessages, query);
  activations = (query: PageOf<AdminActivationsQuery>) => this.call<AdminActivationsPage>(ActivationsSubjects.adminActivations, query);
  removeActivation = (activationId: string) => this.call<AdminActivationView>(ActivationsSubjects.adminDeleteActivation, { activationId });
}
