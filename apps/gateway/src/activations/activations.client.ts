import { Inject, Injectable } from '@nestjs/common';
import {
  ActivationAction, ActivationHistoryQuery, ActivationMessagesView, ActivationsPage, ActivationsSubjects, ActivationView, BuyActivationCommand,
} from '@simrelay/contracts';
import { MESSAGING, MessagingContext } from '@simrelay/messaging';
import { GatewayEnv } from '../config';
import { GATEWAY_ENV } from '../gateway.tokens';
import { ServiceClient } from '../http/service-client';
import { KeptActivationViews } from './kept-activation-views';

/**
 * Typed calls to the activations service over NATS. The status reads clients poll come from
 * the views this gateway keeps; a change made through this gateway drops the user's at once
 * (its own event would drop them a moment later).
 */
@Injectable()
export class ActivationsClient extends ServiceClient {
  constructor(
    @Inject(MESSAGING) messaging: MessagingContext,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    private readonly kept: KeptActivationViews,
  ) {
    super(messaging, env);
  }

  buy = (cmd: BuyActivationCommand) => this.changing(cmd.userId, this.call<ActivationView>(ActivationsSubjects.buy, cmd));
  get = (userId: string, activationId: string) =>
    this.kept.one(userId, activationId, () => this.call<ActivationView>(ActivationsSubjects.get, { userId, activationId }));
  current = (userId: string) => this.kept.current(userId, () => this.call<ActivationView[]>(ActivationsSubjects.current, { userId }));
  /** `numberId` null: the activation alone names what to act on (the public API). */
  act = (userId: string, numberId: string | null, activationId: string, action: ActivationAction) =>
    this.changing(userId, this.call<ActivationView>(ActivationsSubjects.act, { userId, activationId, action, ...(numberId ? { numberId } : {}) }));
  history = (userId: string, page: number, limit: number, window: Pick<ActivationHistoryQuery, 'offset' | 'since' | 'until'> = {}) =>
    this.call<ActivationsPage>(ActivationsSubjects.history, { userId, page, limit, ...window });
  messages = (userId: string, activationId: string, balance: boolean) =>
    this.call<ActivationMessagesView>(ActivationsSubjects.messages, { userId, activationId, ...(balance ? { balance } : {}) });

  /** Whatever the answer (a refusal may follow a change, a timeout may hide one), the user's kept views go. */
  private async changing<T>(userId: string, change: Promise<T>): Promise<T> {
    try {
      return await change;
    } finally {
      this.kept.forget(userId);
    }
  }
}
