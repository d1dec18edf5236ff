import { ModemFamilyName, ModemStatusView } from '@simrelay/contracts';
import { parseCnum, parseCops, parseIccid, parseImsi } from '@simrelay/gsm';
import type { Logger } from 'pino';
import { AgentSettings } from '../config';
import { LogEvent } from '../log-events';
import { AtCommands, parsed } from './at-commands';
import { AtCommandError, AtTimeoutError, NO_SIM_CME, PortClosedError } from './at-errors';
import { detectFamily, iccidCommands, infoLine, numberFromUssd, ussdCodeFor } from './modem-family';
import { SessionStatus } from './session-status';
import { UssdRunner } from './ussd-runner';

export interface SimIdentityOptions {
  path: string;
  settings: Pick<AgentSettings, 'families' | 'ownNumberUssd'>;
  commands: AtCommands;
  ussd: UssdRunner;
  status: SessionStatus;
  log: Logger;
  /** Another SIM than before was identified (null: none now). */
  changed: (iccid: string | null, previous: string | null) => void;
}

/** What the reports carry about the SIM a port serves. */
export interface SimFacts {
  readonly iccid: string | null;
  readonly imsi: string | null;
  readonly number: string | null;
}

const isNoSim = (error: AtCommandError): boolean => error.cme !== undefined && NO_SIM_CME.has(error.cme);

/**
 * Who the modem and its SIM are: manufacturer, model and family; ICCID (the family's own
 * command first, then every other form, then the SIM file), IMSI, the serving operator, and the
 * own number (AT+CNUM, else the carrier's USSD code).
 */
export class SimIdentity implements SimFacts {
  private familyValue: ModemFamilyName;
  private manufacturer: string | null = null;
  private model: string | null = null;
  private iccidValue: string | null = null;
  private imsiValue: string | null = null;
  private numberValue: string | null = null;
  private operatorName: string | null = null;
  private mccMnc: string | null = null;

  constructor(private readonly options: SimIdentityOptions) {
    this.familyValue = options.settings.families.get(options.path) ?? 'generic';
  }

  get iccid(): string | null {
    return this.iccidValue;
  }

  get imsi(): string | null {
    return this.imsiValue;
  }

  get number(): string | null {
    return this.numberValue;
  }

  view(): Pick<ModemStatusView, 'family' | 'manufacturer' | 'model' | 'iccid' | 'imsi' | 'number' | 'operatorName' | 'mccMnc'> {
    const { familyValue: family, manufacturer, model, operatorName, mccMnc } = this;
    return { family, manufacturer, model, iccid: this.iccid, imsi: this.imsi, number: this.number, operatorName, mccMnc };
  }

  /** Manufacturer and model; the family from them unless the configuration names it. */
  async readModem(): Promise<void> {
    const { commands, settings, path } = this.options;
    this.manufacturer = infoLine(await commands.optional('AT+CGMI'));
    this.model = infoLine(await commands.optional('AT+CGMM'));
    this.familyValue = settings.families.get(path) ?? detectFamily(this.manufacturer, this.model);
  }

  /** The SIM's ICCID (and IMSI); null, logged with the reason, when there is no usable SIM. */
  async readSim(): Promise<string | null> {
    const { status, log, commands } = this.options;
    const sim = await this.simState();
    const iccid = sim === 'absent' ? null : await this.readIccid();
    if (!iccid) {
      this.become(null);
      status.lastError = sim === 'absent' ? 'no SIM' : sim === 'locked' ? 'SIM locked (PIN/PUK)' : 'ICCID unreadable';
      log.warn({ family: this.familyValue, reason: status.lastError }, LogEvent.modemNoSim);
      return null;
    }
    if (this.iccidValue && this.iccidValue !== iccid) log.warn({ from: this.iccidValue, to: iccid }, LogEvent.simChanged);
    this.become(iccid);
    this.imsiValue = await commands.optionalParse('AT+CIMI', parseImsi);
    return iccid;
  }

  /** The serving operator, by name and by MCC-MNC (AT+COPS in both formats). */
  async readOperator(): Promise<void> {
    const { commands } = this.options;
    this.operatorName = null;
    this.mccMnc = null;
    for (const format of [2, 0]) {
      await commands.attempt(`AT+COPS=3,${format}`);
      const cops = await commands.optionalParse('AT+COPS?', parseCops);
      const operator = cops?.operator?.trim();
      if (!operator) continue;
      if (cops?.format === 2 || /^\d{5,6}$/.test(operator)) this.mccMnc = operator;
      else this.operatorName = operator;
    }
  }

  /** AT+CNUM, else the carrier's USSD code from OWN_NUMBER_USSD (after readSim and readOperator). */
  async readOwnNumber(): Promise<void> {
    this.numberValue = (await this.options.commands.optionalParse('AT+CNUM', parseCnum)) || (await this.numberByUssd());
  }

  /** The SIM on the port is another one (or none): what was known about the old one goes. */
  private become(iccid: string | null): void {
    const previous = this.iccidValue;
    if (previous === iccid) return;
    this.iccidValue = iccid;
    this.imsiValue = null;
    this.numberValue = null;
    this.options.changed(iccid, previous);
  }

  private async simState(): Promise<'ready' | 'absent' | 'locked' | 'unknown'> {
    const answer = await this.options.commands.attempt('AT+CPIN?');
    if (answer instanceof AtCommandError) return isNoSim(answer) ? 'absent' : 'unknown';
    const line = answer.find((text) => /^\+CPIN:/i.test(text));
    return !line || /READY/i.test(line) ? 'ready' : 'locked';
  }

  private async readIccid(): Promise<string | null> {
    for (const command of iccidCommands(this.familyValue)) {
      const answer = await this.options.commands.attempt(command);
      if (answer instanceof AtCommandError) {
        if (isNoSim(answer)) return null;
        continue;
      }
      const iccid = parsed(answer, parseIccid);
      if (iccid) return iccid;
    }
    return null;
  }

  private async numberByUssd(): Promise<string | null> {
    const { settings, log, ussd } = this.options;
    const code = ussdCodeFor(settings.ownNumberUssd, this.imsiValue, this.mccMnc);
    if (!code) {
      log.info({ iccid: this.iccidValue, mccMnc: this.mccMnc, source: 'AT+CNUM' }, LogEvent.ownNumberUnknown);
      return null;
    }
    try {
      const answer = await ussd.run(code);
      const number = numberFromUssd(answer.text);
      if (!number) log.warn({ iccid: this.iccidValue, code, answer: answer.text }, LogEvent.ownNumberUnknown);
      return number;
    } catch (error) {
      if (error instanceof PortClosedError || error instanceof AtTimeoutError) throw error;
      log.warn({ iccid: this.iccidValue, code, err: error }, LogEvent.ownNumberUnknown);
      return null;
    }
  }
}
