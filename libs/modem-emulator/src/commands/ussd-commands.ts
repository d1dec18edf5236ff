import { cme, CME } from '../at-error';
import { intParam, unsupportedForm } from './command-params';
import { ok, type CommandTable } from './command-context';
import { requireSim } from './sim-commands';

/** AT+CUSD=<n>[,<str>[,<dcs>]]: OK at once, the network's answer later as a +CUSD URC. */
export const USSD_COMMANDS: CommandTable = {
  '+CUSD': (command, context) => {
    if (command.form === 'read') return ok(`+CUSD: ${context.settings.ussdPresentation ? 1 : 0}`);
    if (command.form === 'test') return ok('+CUSD: (0-2)');
    if (command.form !== 'set') throw unsupportedForm();
    const n = intParam(command.args[0], { min: 0, max: 2, fallback: 0 });
    const code = command.args[1];
    if (n === 2) return ok();
    context.settings.ussdPresentation = n === 1;
    if (code === undefined) return ok();
    intParam(command.args[2], { min: 0, max: 255, fallback: 15 });
    if (!/^[0-9*#+]{1,160}$/u.test(code)) throw cme(CME.incorrectParameters);
    requireSim(context);
    if (context.registration !== 1 && context.registration !== 5) throw cme(CME.noNetwork);
    context.requestUssd(code);
    return ok();
  },
};
