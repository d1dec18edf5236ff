import { ModemStatusView } from '@simrelay/contracts';
import { parseCreg, parseCsq, registrationState } from '@simrelay/gsm';
import { AtCommands } from './at-commands';

/** The modem's signal and its registration on the network, as last read or indicated (+CREG). */
export class NetworkStatus {
  private signal: ModemStatusView['signal'] = null;
  private registration: ModemStatusView['registration'] = null;

  constructor(private readonly commands: AtCommands) {}

  /** Asks for a +CREG indication on every change of registration. */
  async enable(): Promise<void> {
    await this.commands.optional('AT+CREG=1');
  }

  /** Reads signal and registration again (at set-up and every sweep). */
  async refresh(): Promise<void> {
    const csq = await this.commands.optionalParse('AT+CSQ', parseCsq);
    if (csq) this.signal = { rssi: csq.rssi, dbm: csq.dbm };
    const creg = await this.commands.optionalParse('AT+CREG?', parseCreg);
    if (creg) this.registered(creg.status);
  }

  /** A +CREG indication, or the answer to AT+CREG?. */
  registered(status: number): void {
    this.registration = { status, state: registrationState(status) };
  }

  view(): Pick<ModemStatusView, 'signal' | 'registration'> {
    return { signal: this.signal ? { ...this.signal } : null, registration: this.registration ? { ...this.registration } : null };
  }
}
