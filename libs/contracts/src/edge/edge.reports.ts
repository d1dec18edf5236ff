import { Type } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { AGENT_ID_PATTERN } from './edge.subjects';

export const SMS_ENCODINGS = ['gsm7', 'ucs2', '8bit'] as const;
export type SmsEncoding = (typeof SMS_ENCODINGS)[number];

export const SENDER_TYPES = ['international', 'national', 'alphanumeric', 'network-specific', 'subscriber', 'abbreviated', 'unknown'] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

/** The life of one serial port's modem session, as the agent reports it. */
export const MODEM_STATES = [
  'opening', // the port is being opened
  'initializing', // init and identification commands are running
  'ready', // identified, receiving
  'no-sim', // the modem answers but holds no (usable) SIM
  'failed', // the modem answers but refuses a required setting (e.g. PDU mode): retried with backoff
  'resetting', // too many timeouts: port reopened, modem rebooted
  'lost', // the port vanished or cannot be opened: reopening with backoff
  'closed', // stopped (agent stopping, or the port left the scan)
] as const;
export type ModemState = (typeof MODEM_STATES)[number];

export const MODEM_FAMILIES = ['generic', 'quectel', 'simcom', 'huawei', 'sierra'] as const;
export type ModemFamilyName = (typeof MODEM_FAMILIES)[number];

export const REGISTRATION_STATES = ['not-registered', 'home', 'searching', 'denied', 'unknown', 'roaming'] as const;

const KEY = /^[0-9a-f]{64}$/;
const ICCID = /^[0-9]{18,22}$/;

/** What every report of something a SIM received carries: its key and where it came from. */
export abstract class AgentSimReport {
  /** The idempotency key (sha256, lower-case hex): for an SMS, of the ICCID and its sorted distinct PDUs. */
  @Matches(KEY, { message: 'format' }) key!: string;
  @Matches(AGENT_ID_PATTERN, { message: 'format' }) agentId!: string;
  @Matches(ICCID, { message: 'format' }) iccid!: string;
  @IsOptional() @IsString() imsi!: string | null;
  /** The SIM's own number when known (AT+CNUM or USSD). */
  @IsOptional() @IsString() number!: string | null;
  /** Serial port the modem sat on when the message was read. */
  @IsString() port!: string;
}

/**
 * One received SMS (multipart already reassembled), published to `agent.<id>.sms` with
 * `Nats-Msg-Id` = `key`. Receivers store it idempotently by `key`.
 */
export class AgentSmsReport extends AgentSimReport {
  @IsString() sender!: string;
  @IsIn(SENDER_TYPES, { message: 'format' }) senderType!: SenderType;
  @IsOptional() @IsString() smsc!: string | null;
  /** Decoded text; for 8-bit data the bytes as lower-case hex. */
  @IsString() @MaxLength(65536) text!: string;
  @IsIn(SMS_ENCODINGS, { message: 'format' }) encoding!: SmsEncoding;
  /** The network's timestamp of the (earliest) part, with the PDU's own offset. */
  @IsISO8601({ strict: true }) sentAt!: string;
  /** When the agent read it. */
  @IsISO8601({ strict: true }) receivedAt!: string;
  @IsInt() @Min(1) parts!: number;
  /** Some parts never came within the multipart timeout: `text` has gaps. */
  @IsBoolean() partial!: boolean;
  @IsArray() @IsInt({ each: true }) missing!: number[];
  /** The PDUs as read from the SIM (distinct, in part order), for audits and re-decoding. */
  @IsArray() @ArrayMinSize(1) @IsString({ each: true }) pdus!: string[];
}

/** One incoming call (reported once, then hung up), published to `agent.<id>.call`. */
export class AgentCallReport extends AgentSimReport {
  /** The caller as +CLIP showed it; null when withheld or not shown. */
  @IsOptional() @IsString() caller!: string | null;
  /** +CLIP type of address (145 international, 129 national...), null when not shown. */
  @IsOptional() @IsInt() callerType!: number | null;
  @IsISO8601({ strict: true }) at!: string;
}

export class SignalView {
  /** AT+CSQ 0..31, 99 unknown. */
  @IsInt() rssi!: number;
  @IsOptional() @IsInt() dbm!: number | null;
}

export class RegistrationView {
  @IsInt() status!: number;
  @IsIn(REGISTRATION_STATES) state!: string;
}

export class ModemCounters {
  @IsInt() @Min(0) smsReceived!: number;
  @IsInt() @Min(0) smsDeleted!: number;
  @IsInt() @Min(0) calls!: number;
  @IsInt() @Min(0) timeouts!: number;
  @IsInt() @Min(0) resets!: number;
  @IsInt() @Min(0) reopens!: number;
}

/** One port and the SIM in it. Identification fields are null until known. */
export class ModemStatusView {
  @IsString() port!: string;
  @IsIn(MODEM_STATES) state!: ModemState;
  @IsIn(MODEM_FAMILIES) family!: ModemFamilyName;
  @IsOptional() @IsString() manufacturer!: string | null;
  @IsOptional() @IsString() model!: string | null;
  @IsOptional() @IsString() iccid!: string | null;
  @IsOptional() @IsString() imsi!: string | null;
  @IsOptional() @IsString() number!: string | null;
  @IsOptional() @IsString() operatorName!: string | null;
  /** e.g. '23410'. */
  @IsOptional() @IsString() mccMnc!: string | null;
  @IsOptional() @ValidateNested() @Type(() => SignalView) signal!: SignalView | null;
  @IsOptional() @ValidateNested() @Type(() => RegistrationView) registration!: RegistrationView | null;
  @IsOptional() @IsString() lastError!: string | null;
  @ValidateNested() @Type(() => ModemCounters) counts!: ModemCounters;
  /** SIM storage slots read but not yet deleted (waiting for delivery). */
  @IsInt() @Min(0) slotsInFlight!: number;
}

export class OutboxView {
  /** Entries written, not yet acknowledged by JetStream. */
  @IsInt() @Min(0) pending!: number;
  /** Acknowledged, waiting for their SIM slots to be deleted. */
  @IsInt() @Min(0) acked!: number;
  @IsInt() @Min(0) published!: number;
  @IsInt() @Min(0) publishFailures!: number;
}

/** Heartbeat on `agent.<id>.status`, every STATUS_INTERVAL_MS, listing every port. */
export class AgentStatusReport {
  @Matches(AGENT_ID_PATTERN, { message: 'format' }) agentId!: string;
  @IsISO8601({ strict: true }) at!: string;
  @IsInt() @Min(0) uptimeSeconds!: number;
  @ValidateNested() @Type(() => OutboxView) outbox!: OutboxView;
  @IsArray() @ValidateNested({ each: true }) @Type(() => ModemStatusView) modems!: ModemStatusView[];
}
