import { randomUUID } from 'node:crypto';
import {
  AgentDeleteCommand,
  AgentDeleteResult,
  AgentRescanCommand,
  AgentRescanResult,
  AgentRestartCommand,
  AgentRestartResult,
  AgentSubjects,
  AgentUssdCommand,
  AgentUssdResult,
  DomainError,
  ErrorCode,
  ErrorPayload,
  validateMessage,
} from '@simrelay/contracts';
import { Namespace } from '@simrelay/messaging';
import { JSONCodec, Msg, NatsConnection, Subscription } from 'nats';
import type { Logger } from 'pino';
import { ModemFleet } from '../agent/modem-fleet';
import { LogEvent } from '../log-events';
import { AtCommandError, AtTimeoutError, ModemUnavailableError, PortClosedError, UssdError } from '../modem/at-errors';
import { Modem } from '../modem/modem';

const codec = JSONCodec<unknown>();

interface RequestPacket {
  id?: string;
  data?: unknown;
}

/** The error a command answers with: modem problems get their EDGE code, the rest stays internal. */
export function commandError(error: unknown): { payload: ErrorPayload; internal: boolean } {
  if (error instanceof DomainError) return { payload: error.toPayload(), internal: false };
  if (error instanceof ModemUnavailableError || error instanceof AtTimeoutError || error instanceof PortClosedError) {
    return { payload: { code: ErrorCode.ModemUnresponsive, message: error.message }, internal: false };
  }
  if (error instanceof AtCommandError || error instanceof UssdError) {
    return { payload: { code: ErrorCode.ModemFailed, message: error.message }, internal: false };
  }
  return { payload: { code: ErrorCode.Internal, message: 'Internal error', errorId: randomUUID() }, internal: true };
}

/**
 * Serves `agent.<id>.cmd.*` (core NATS request/reply, RpcClient's packet format). Every
 * command is validated before it reaches a modem and answered with a result or an error.
 */
export class CommandServer {
  private subscription: Subscription | null = null;

  constructor(
    private readonly connection: NatsConnection,
    private readonly namespace: Namespace,
    private readonly agentId: string,
    private readonly fleet: ModemFleet,
    private readonly logger: Logger,
  ) {}

  start(): void {
    const subject = this.namespace.subject(AgentSubjects.commands(this.agentId));
    this.subscription = this.connection.subscribe(subject, {
      queue: this.namespace.name(`sim_agent_${this.agentId}`),
      callback: (error, msg) => {
        if (error) this.logger.warn({ err: error }, LogEvent.natsError);
        else void this.handle(msg);
      },
    });
  }

  stop(): void {
    this.subscription?.unsubscribe();
  }

  private async handle(msg: Msg): Promise<void> {
    const command = msg.subject.slice(msg.subject.lastIndexOf('.') + 1);
    let packet: RequestPacket = {};
    try {
      const decoded = codec.decode(msg.data);
      if (typeof decoded === 'object' && decoded !== null) packet = decoded as RequestPacket;
    } catch {
      // answered below as invalid
    }
    const data = packet.data ?? {};
    const modem = typeof data === 'object' && data !== null ? (data as { modem?: unknown }).modem : undefined;
    this.logger.info({ command, modem }, LogEvent.commandReceived);
    try {
      const response = await this.dispatch(command, data);
      msg.respond(codec.encode({ id: packet.id, response }));
    } catch (error) {
      const { payload, internal } = commandError(error);
      this.logger[internal ? 'error' : 'warn']({ command, modem, code: payload.code, errorId: payload.errorId, err: error }, LogEvent.commandFailed);
      msg.respond(codec.encode({ id: packet.id, err: payload }));
    }
  }

  private dispatch(command: string, data: unknown): Promise<object> {
    switch (command) {
      case 'ussd':
        return this.ussd(data);
      case 'restart':
        return this.restart(data);
      case 'delete':
        return this.delete(data);
      case 'rescan':
        return this.rescan(data);
      default:
        return Promise.reject(new DomainError(ErrorCode.NotFound, `unknown command ${command}`));
    }
  }

  private session(ref: string): Modem {
    const session = this.fleet.find(ref.trim());
    if (!session) throw new DomainError(ErrorCode.ModemNotFound, `no modem at port or with ICCID ${ref}`);
    return session;
  }

  private async ussd(data: unknown): Promise<AgentUssdResult> {
    const cmd = await validateMessage(AgentUssdCommand, data);
    const session = this.session(cmd.modem);
    const answer = await session.ussd(cmd.code);
    return { port: session.path, iccid: session.simIccid, status: answer.status, text: answer.text };
  }

  private async restart(data: unknown): Promise<AgentRestartResult> {
    const cmd = await validateMessage(AgentRestartCommand, data);
    const session = this.session(cmd.modem);
    const state = await session.restart();
    return { port: session.path, state, iccid: session.simIccid };
  }

  private async delete(data: unknown): Promise<AgentDeleteResult> {
    const cmd = await validateMessage(AgentDeleteCommand, data);
    if (cmd.all && cmd.indexes) {
      throw new DomainError(ErrorCode.Invalid, 'Give either indexes or all, not both', { all: 'format' });
    }
    if (!cmd.all && !cmd.indexes) {
      throw new DomainError(ErrorCode.Invalid, 'Give indexes or all: true', { indexes: 'required' });
    }
    const session = this.session(cmd.modem);
    const outcome = await session.deleteSlots(cmd.all ? { all: true } : { indexes: cmd.indexes });
    return { port: session.path, ...outcome };
  }

  private async rescan(data: unknown): Promise<AgentRescanResult> {
    const cmd = await validateMessage(AgentRescanCommand, data);
    return this.fleet.rescan({ reopenLost: cmd.reopenLost === true, dropVanished: true });
  }
}
