import { ArrayMaxSize, ArrayNotEmpty, Equals, IsArray, IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** Names one modem: its port path (e.g. `/dev/simrelay/modem-03`) or its SIM's ICCID. */
export class ModemRef {
  @IsString({ message: 'required' }) @MaxLength(256, { message: 'format' }) @Matches(/\S/, { message: 'required' }) modem!: string;
}

/** `agent.<id>.cmd.ussd`: run a USSD code and wait for the network's answer. */
export class AgentUssdCommand extends ModemRef {
  @IsString({ message: 'required' }) @Matches(/^[0-9*#+]{1,40}$/, { message: 'format' }) code!: string;
}

export interface AgentUssdResult {
  port: string;
  iccid: string | null;
  /** +CUSD status: 0 no further action, 1 further action required (the agent cancels it), 2 terminated by network. */
  status: number;
  text: string;
}

/** `agent.<id>.cmd.restart`: close and reopen the port, reboot the modem, identify again. */
export class AgentRestartCommand extends ModemRef {}

export interface AgentRestartResult {
  port: string;
  state: string;
  iccid: string | null;
}

/**
 * `agent.<id>.cmd.delete`: delete SIM storage slots, either the listed indexes or all.
 * Slots whose message is still on its way to JetStream are kept (answered in `kept`).
 */
export class AgentDeleteCommand extends ModemRef {
  @IsOptional() @IsArray({ message: 'format' }) @ArrayNotEmpty({ message: 'required' }) @ArrayMaxSize(1000, { message: 'max' })
  @IsInt({ each: true, message: 'format' }) @Min(0, { each: true, message: 'format' }) @Max(65535, { each: true, message: 'format' })
  indexes?: number[];

  @IsOptional() @Equals(true, { message: 'format' }) all?: true;
}

export interface AgentDeleteResult {
  port: string;
  deleted: number[];
  /** Held back: their message is not yet acknowledged by JetStream. */
  kept: number[];
  /** Asked for, but the slot was already empty. */
  empty: number[];
}

/** `agent.<id>.cmd.rescan`: list the configured ports again, open new ones, drop vanished ones. */
export class AgentRescanCommand {
  /** Also retry ports waiting in their reopen backoff right away (e.g. after replugging a hub). */
  @IsOptional() @IsBoolean({ message: 'format' }) reopenLost?: boolean;
}

export interface AgentRescanResult {
  /** Every port matching SERIAL_PORTS now. */
  found: string[];
  opened: string[];
  closed: string[];
}
