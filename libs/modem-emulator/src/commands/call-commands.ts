import { intParam, unsupportedForm } from './command-params';
import { ok, type CommandTable } from './command-context';

/** Caller id presentation and ending or taking an incoming call. */
export const CALL_COMMANDS: CommandTable = {
  '+CLIP': (command, context) => {
    // <n> as set, <m> 1: the network provides CLIP to this subscriber.
    if (command.form === 'read') return ok(`+CLIP: ${context.settings.clip ? 1 : 0},1`);
    if (command.form === 'test') return ok('+CLIP: (0,1)');
    if (command.form !== 'set') throw unsupportedForm();
    context.settings.clip = intParam(command.args[0], { min: 0, max: 1, fallback: 0 }) === 1;
    return ok();
  },
  H: (command, context) => {
    if (command.args[0] !== '' && command.args[0] !== '0') throw unsupportedForm();
    context.hangUp();
    return ok();
  },
  '+CHUP': (command, context) => {
    if (command.form === 'test') return ok();
    if (command.form !== 'exec') throw unsupportedForm();
    context.hangUp();
    return ok();
  },
  A: (_command, context) => (context.answerCall() ? ok() : { lines: [], final: 'NO CARRIER' }),
};
