import { cme, CME, plainError } from '../at-error';
import { intParam, unsupportedForm } from './command-params';
import { ok, type CommandContext, type CommandHandler, type CommandTable } from './command-context';

const CHARSETS = ['GSM', 'IRA', 'UCS2', 'HEX', '8859-1', 'PCCP437'];

/** A command that prints one fixed line (AT+CGMI and friends); its test form answers OK. */
function infoLine(line: (context: CommandContext) => string): CommandHandler {
  return (command, context) => {
    if (command.form === 'test') return ok();
    if (command.form !== 'exec') throw unsupportedForm();
    return ok(line(context));
  };
}

/** V.250 basics, identification, error reporting, power and character set. */
export const GENERAL_COMMANDS: CommandTable = {
  '': () => ok(),
  E: (command, context) => {
    const [value] = command.args;
    if (value !== '' && value !== '0' && value !== '1') throw plainError();
    context.settings.echo = value === '1';
    return ok();
  },
  // Verbose result codes and results on are all this emulator speaks.
  V: (command) => {
    if (command.args[0] !== '1') throw plainError();
    return ok();
  },
  Q: (command) => {
    if (command.args[0] !== '' && command.args[0] !== '0') throw plainError();
    return ok();
  },
  Z: (_command, context) => {
    context.resetSettings();
    return ok();
  },
  '&F': (_command, context) => {
    context.resetSettings();
    return ok();
  },
  '&W': () => ok(),
  S: (command, context) => {
    const [register, value] = command.args;
    const registers = context.settings.sRegisters;
    if (command.form === 'read') return ok(String(registers[register] ?? 0).padStart(3, '0'));
    registers[register] = intParam(value, { min: 0, max: 255, fallback: 0 }, plainError);
    return ok();
  },
  I: (_command, context) => ok(...context.profile.identify(context.imei)),
  '+CGMI': infoLine((c) => c.profile.manufacturer),
  '+GMI': infoLine((c) => c.profile.manufacturer),
  '+CGMM': infoLine((c) => c.profile.model),
  '+GMM': infoLine((c) => c.profile.model),
  '+CGMR': infoLine((c) => c.profile.revision),
  '+GMR': infoLine((c) => c.profile.revision),
  '+CGSN': infoLine((c) => c.imei),
  '+GSN': infoLine((c) => c.imei),
  '+CMEE': (command, context) => {
    if (command.form === 'read') return ok(`+CMEE: ${context.settings.cmee}`);
    if (command.form === 'test') return ok('+CMEE: (0-2)');
    if (command.form !== 'set') throw unsupportedForm();
    context.settings.cmee = intParam(command.args[0], { min: 0, max: 2, fallback: 0 });
    return ok();
  },
  '+CFUN': (command, context) => {
    if (command.form === 'read') return ok(`+CFUN: ${context.functionality}`);
    if (command.form === 'test') return ok('+CFUN: (0,1,4),(0-1)');
    if (command.form !== 'set') throw unsupportedForm();
    const fun = intParam(command.args[0], { min: 0, max: 4 });
    const reset = intParam(command.args[1], { min: 0, max: 1, fallback: 0 });
    if (fun !== 0 && fun !== 1 && fun !== 4) throw cme(CME.operationNotSupported);
    context.setFunctionality(fun);
    if (reset === 1) context.rebootAfterReply();
    return ok();
  },
  '+CSCS': (command, context) => {
    if (command.form === 'read') return ok(`+CSCS: "${context.settings.charset}"`);
    if (command.form === 'test') return ok(`+CSCS: (${CHARSETS.map((c) => `"${c}"`).join(',')})`);
    if (command.form !== 'set') throw unsupportedForm();
    const charset = (command.args[0] ?? '').toUpperCase();
    if (!CHARSETS.includes(charset)) throw cme(CME.incorrectParameters);
    context.settings.charset = charset;
    return ok();
  },
  // No data or voice calls are placed from an emulated modem.
  D: () => ({ lines: [], final: 'NO CARRIER' }),
};
