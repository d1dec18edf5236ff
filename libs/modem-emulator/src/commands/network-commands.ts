import { intParam, unsupportedForm } from './command-params';
import { ok, type CommandContext, type CommandHandler, type CommandTable } from './command-context';

const registered = (context: CommandContext): boolean => context.registration === 1 || context.registration === 5;

const location = (n: number, context: CommandContext): string =>
  n === 2 && registered(context) ? `,"${context.cell.lac}","${context.cell.cellId}"` : '';

/** +CREG: <n>,<stat>[,"<lac>","<ci>"], the location only for n=2 while registered. */
export function cregLine(prefix: string, n: number, context: CommandContext): string {
  return `${prefix}: ${n},${context.registration}${location(n, context)}`;
}

/** The URC form, without <n>: +CREG: <stat>[,"<lac>","<ci>"]. */
export function cregUrc(n: number, context: CommandContext): string {
  return `+CREG: ${context.registration}${location(n, context)}`;
}

/** AT+CGREG / AT+CEREG: read back like +CREG, without URCs (this emulator has no data bearer). */
function packetRegistration(prefix: string): CommandHandler {
  return (command, context) => {
    if (command.form === 'read') return ok(cregLine(prefix, 0, context));
    if (command.form === 'test') return ok(`${prefix}: (0-2)`);
    if (command.form !== 'set') throw unsupportedForm();
    intParam(command.args[0], { min: 0, max: 2, fallback: 0 });
    return ok();
  };
}

function operatorField(context: CommandContext, format: number): string {
  const sim = context.sim;
  if (!sim) return '';
  return format === 2 ? `"${sim.mccMnc}"` : `"${sim.operatorName}"`;
}

/** Registration, signal quality and operator selection. */
export const NETWORK_COMMANDS: CommandTable = {
  '+CREG': (command, context) => {
    if (command.form === 'read') return ok(cregLine('+CREG', context.settings.cregMode, context));
    if (command.form === 'test') return ok('+CREG: (0-2)');
    if (command.form !== 'set') throw unsupportedForm();
    context.settings.cregMode = intParam(command.args[0], { min: 0, max: 2, fallback: 0 });
    return ok();
  },
  '+CGREG': packetRegistration('+CGREG'),
  '+CEREG': packetRegistration('+CEREG'),
  '+CSQ': (command, context) => {
    if (command.form === 'test') return ok('+CSQ: (0-31,99),(0-7,99)');
    if (command.form !== 'exec') throw unsupportedForm();
    return ok(`+CSQ: ${context.rssi},99`);
  },
  '+COPS': (command, context) => {
    const act = context.profile.act === null ? '' : `,${context.profile.act}`;
    if (command.form === 'read') {
      if (!registered(context) || !context.sim) return ok('+COPS: 0');
      const format = context.settings.copsFormat;
      return ok(`+COPS: 0,${format},${operatorField(context, format)}${act}`);
    }
    if (command.form === 'test') {
      const sim = context.sim;
      const found = sim ? `(2,"${sim.operatorName}","${sim.operatorName}","${sim.mccMnc}"${act}),` : '';
      return ok(`+COPS: ${found},(0-4),(0-2)`);
    }
    if (command.form !== 'set') throw unsupportedForm();
    const mode = intParam(command.args[0], { min: 0, max: 4, fallback: 0 });
    if (command.args[1] !== undefined) context.settings.copsFormat = intParam(command.args[1], { min: 0, max: 2 });
    if (mode !== 3) context.setDeregistered(mode === 2);
    return ok();
  },
};
