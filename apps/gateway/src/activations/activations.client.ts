import { Injectable } from '@nestjs/common';
import {
  ActivationAction, ActivationMessagesView, ActivationsPage, ActivationsSubjects, ActivationView, BuyActivationCommand,
} from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

/** Typed calls to the activations service over NATS. */
@Injectable()
export class ActivationsClient extends ServiceClient {
  buy = (cmd: BuyActivationCommand) => this.call<ActivationView>(ActivationsSubjects.buy, cmd);
  get = (userId: string, activationId: string) => this.call<ActivationView>(ActivationsSubjects.get, { userId, activationId });
  current = (userId: string) => this.call<ActivationView[]>(ActivationsSubjects.current, { userId });
  /** `numberId` null: the activation alone names what to act on (the public API). */
  act = (userId: string, numberId: string | null, activationId: string, action: ActivationAction) =>
    this.call<ActivationView>(ActivationsSubjects.act, { userId, activationId, action, ...(numberId ? { numberId } : {}) });
  history = (userId: string, page: number, limit: number) => this.call<ActivationsPage>(ActivationsSubjects.history, { userId, page, limit });
  messages = (userId: string, activationId: string, balance: boolean) =>
    this.call<ActivationMessagesView>(ActivationsSubjects.messages, { userId, activationId, ...(balance ? { balance } : {}) });
}
