import { readFileSync } from 'node:fs';
import { ConfigError, EnvBoolean, EnvInteger, loadConfig } from '@simrelay/config';
import { AGENT_ID_PATTERN, MODEM_FAMILIES, ModemFamilyName } from '@simrelay/contracts';
import { IsIn, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';

type Problem = (value: string) => string | null;

/** A variable checked by a parser; the message names the variable and what is wrong. */
function ParsedBy(variable: string, problem: Problem): PropertyDecorator {
  return ValidateBy({
    name: `parsed${variable}`,
    validator: {
      validate: (value: unknown) => typeof value === 'string' && problem(value) === null,
      defaultMessage: (args) => `${variable} ${typeof args?.value === 'string' ? problem(args.value) : 'must be a string'}`,
    },
  });
}

const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

function pairs(value: string): Array<[string, string]> {
  return splitList(value).map((item) => {
    const at = item.indexOf('=');
    return at < 0 ? [item, ''] : [item.slice(0, at).trim(), item.slice(at + 1).trim()];
  });
}

export const serialPortsProblem: Problem = (value) => {
  const items = splitList(value);
  if (items.length === 0) return 'must list at least one port path or glob';
  const bad = items.find((item) => !item.startsWith('/') && !/^COM\d+$/i.test(item));
  return bad ? `must hold absolute paths or globs, not "${bad}"` : null;
};

export const modemFamiliesProblem: Problem = (value) => {
  for (const [path, family] of pairs(value)) {
    if (!path || !family) return `must look like /dev/ttyUSB0=huawei,/dev/ttyUSB4=quectel (got "${path}=${family}")`;
    if (!(MODEM_FAMILIES as readonly string[]).includes(family)) return `has unknown family "${family}" (one of ${MODEM_FAMILIES.join(', ')})`;
  }
  return null;
};

export const ownNumberUssdProblem: Problem = (value) => {
  for (const [mccMnc, code] of pairs(value)) {
    if (!/^\d{5,6}$/.test(mccMnc)) return `must be keyed by a 5 or 6 digit MCC-MNC, not "${mccMnc}"`;
    if (!/^[0-9*#+]{1,40}$/.test(code)) return `has a bad USSD code "${code}" for ${mccMnc}`;
  }
  return null;
};

/**
 * The agent's environment. Every value may also come from the JSON file named by
 * AGENT_CONFIG_FILE (same keys); the environment wins over the file.
 */
export class AgentEnv {
  @Matches(AGENT_ID_PATTERN, { message: 'AGENT_ID must be 1-64 characters of A-Z, a-z, 0-9, _ and -' })
  AGENT_ID!: string;

  @Matches(/^(nats|tls|wss?):\/\//, { message: 'NATS_URL must be a nats://, tls:// or ws(s):// URL (comma separated for several)' })
  NATS_URL: string = 'nats://127.0.0.1:4222';

  @IsOptional() @IsString() NATS_USER?: string;
  @IsOptional() @IsString() NATS_PASS?: string;
  /** A .creds file (JWT + NKey seed), as issued for leaf nodes and per-agent users. */
  @IsOptional() @IsString() NATS_CREDS?: string;

  @EnvInteger(10, 600_000)
  NATS_RECONNECT_WAIT_MS: number = 2000;

  @IsOptional() @Matches(/^[a-z0-9_]*$/, { message: 'NAMESPACE may hold only a-z, 0-9 and _' })
  NAMESPACE: string = '';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent' })
  LOG_LEVEL: string = 'info';

  /** Comma list of port paths and globs, e.g. `/dev/simrelay/modem-*,/dev/ttyUSB2`. */
  @ParsedBy('SERIAL_PORTS', serialPortsProblem)
  SERIAL_PORTS: string = '/dev/ttyUSB*';

  @EnvInteger(300, 4_000_000)
  BAUD_RATE: number = 115200;

  /** `path=family` pairs for ports whose modem family is known; others are detected from AT+CGMI. */
  @ParsedBy('MODEM_FAMILIES', modemFamiliesProblem)
  MODEM_FAMILIES: string = '';

  /** `mccmnc=code` pairs: the USSD code that tells a SIM its own number, per home network. */
  @ParsedBy('OWN_NUMBER_USSD', ownNumberUssdProblem)
  OWN_NUMBER_USSD: string = '';

  @IsIn(['SM', 'ME', 'MT'], { message: 'SMS_STORAGE must be SM, ME or MT' })
  SMS_STORAGE: string = 'SM';

  @IsString() @Matches(/\S/, { message: 'OUTBOX_DIR must name a directory' })
  OUTBOX_DIR: string = '.data/sim-agent/outbox';

  @EnvInteger(100)
  STATUS_INTERVAL_MS: number = 30_000;

  @EnvInteger(100)
  SWEEP_INTERVAL_MS: number = 60_000;

  /** 0 turns periodic rescans off (the rescan command still works). */
  @EnvInteger(0)
  RESCAN_INTERVAL_MS: number = 30_000;

  @EnvInteger(50)
  COMMAND_TIMEOUT_MS: number = 5000;

  @EnvInteger(100)
  USSD_TIMEOUT_MS: number = 30_000;

  @EnvInteger(1, 100)
  MAX_CONSECUTIVE_TIMEOUTS: number = 3;

  @EnvInteger(10)
  REOPEN_MIN_MS: number = 1000;

  @EnvInteger(10)
  REOPEN_MAX_MS: number = 60_000;

  /** How long a modem may stay silent after AT+CFUN=1,1 before it counts as lost. */
  @EnvInteger(100)
  RESET_READY_TIMEOUT_MS: number = 60_000;

  @EnvInteger(50)
  PUBLISH_TIMEOUT_MS: number = 5000;

  @EnvInteger(10)
  PUBLISH_RETRY_MIN_MS: number = 500;

  @EnvInteger(10)
  PUBLISH_RETRY_MAX_MS: number = 30_000;

  /** Parts of a multipart SMS wait this long for their siblings, then go out flagged partial. */
  @EnvInteger(100)
  MULTIPART_TIMEOUT_MS: number = 30 * 60_000;

  /** RING/+CLIP lines this soon after a hang-up still belong to the call just ended. */
  @EnvInteger(0)
  CALL_GRACE_MS: number = 3000;

  /** Create/update the AGENT stream at start; a permissions error is tolerated either way. */
  @EnvBoolean()
  ENSURE_STREAM: boolean = true;
}

export interface AgentSettings {
  agentId: string;
  namespace: string;
  logLevel: string;
  nats: { url: string[]; user?: string; pass?: string; credsFile?: string; reconnectWaitMs: number };
  serialPorts: string[];
  baudRate: number;
  /** Port path -> family, for ports whose family is configured. */
  families: Map<string, ModemFamilyName>;
  /** MCC-MNC -> USSD code that answers with the SIM's own number. */
  ownNumberUssd: Map<string, string>;
  smsStorage: 'SM' | 'ME' | 'MT';
  outboxDir: string;
  statusIntervalMs: number;
  sweepIntervalMs: number;
  rescanIntervalMs: number;
  commandTimeoutMs: number;
  ussdTimeoutMs: number;
  maxConsecutiveTimeouts: number;
  reopenMinMs: number;
  reopenMaxMs: number;
  resetReadyTimeoutMs: number;
  publishTimeoutMs: number;
  publishRetryMinMs: number;
  publishRetryMaxMs: number;
  multipartTimeoutMs: number;
  callGraceMs: number;
  ensureStream: boolean;
}

export function settingsFromEnv(env: AgentEnv): AgentSettings {
  return {
    agentId: env.AGENT_ID,
    namespace: env.NAMESPACE,
    logLevel: env.LOG_LEVEL,
    nats: {
      url: splitList(env.NATS_URL),
      user: env.NATS_USER,
      pass: env.NATS_PASS,
      credsFile: env.NATS_CREDS,
      reconnectWaitMs: env.NATS_RECONNECT_WAIT_MS,
    },
    serialPorts: splitList(env.SERIAL_PORTS),
    baudRate: env.BAUD_RATE,
    families: new Map(pairs(env.MODEM_FAMILIES).map(([path, family]) => [path, family as ModemFamilyName])),
    ownNumberUssd: new Map(pairs(env.OWN_NUMBER_USSD)),
    smsStorage: env.SMS_STORAGE as AgentSettings['smsStorage'],
    outboxDir: env.OUTBOX_DIR,
    statusIntervalMs: env.STATUS_INTERVAL_MS,
    sweepIntervalMs: env.SWEEP_INTERVAL_MS,
    rescanIntervalMs: env.RESCAN_INTERVAL_MS,
    commandTimeoutMs: env.COMMAND_TIMEOUT_MS,
    ussdTimeoutMs: env.USSD_TIMEOUT_MS,
    maxConsecutiveTimeouts: env.MAX_CONSECUTIVE_TIMEOUTS,
    reopenMinMs: env.REOPEN_MIN_MS,
    reopenMaxMs: Math.max(env.REOPEN_MIN_MS, env.REOPEN_MAX_MS),
    resetReadyTimeoutMs: env.RESET_READY_TIMEOUT_MS,
    publishTimeoutMs: env.PUBLISH_TIMEOUT_MS,
    publishRetryMinMs: env.PUBLISH_RETRY_MIN_MS,
    publishRetryMaxMs: Math.max(env.PUBLISH_RETRY_MIN_MS, env.PUBLISH_RETRY_MAX_MS),
    multipartTimeoutMs: env.MULTIPART_TIMEOUT_MS,
    callGraceMs: env.CALL_GRACE_MS,
    ensureStream: env.ENSURE_STREAM,
  };
}

/** JSON values become the strings the environment would hold: lists joined, maps as `k=v` pairs. */
function fileValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}=${String(item)}`)
      .join(',');
  }
  return String(value);
}

function readConfigFile(path: string): Record<string, string | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(['AGENT_CONFIG_FILE'], [`AGENT_CONFIG_FILE: cannot read ${path} as JSON (${(error as Error).message})`]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(['AGENT_CONFIG_FILE'], [`AGENT_CONFIG_FILE: ${path} must hold one JSON object`]);
  }
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, fileValue(value)]));
}

/**
 * Reads the environment (and the optional JSON file), validates it and returns the
 * settings. Throws ConfigError naming every bad variable.
 */
export function loadAgentSettings(env: NodeJS.ProcessEnv = process.env): AgentSettings {
  const file = env['AGENT_CONFIG_FILE'] ? readConfigFile(env['AGENT_CONFIG_FILE']) : {};
  const fromEnv = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  return settingsFromEnv(loadConfig(AgentEnv, { ...file, ...fromEnv }));
}
