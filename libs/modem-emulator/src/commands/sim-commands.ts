import { AtFailure, cme, CME } from '../at-error';
import type { FamilyProfile } from '../modem-family';
import { swapNibbles, type SimCard } from '../sim-card';
import { intParam, unsupportedForm } from './command-params';
import { ok, type CommandContext, type CommandTable } from './command-context';

/** EF_ICCID's file id (0x2FE2) and READ BINARY, what AT+CRSM=176,12258,0,0,10 asks for. */
const EF_ICCID = 12258;
const READ_BINARY = 176;

export function requireSim(context: CommandContext, failure: () => AtFailure = () => cme(CME.simNotInserted)): SimCard {
  if (!context.sim) throw failure();
  return context.sim;
}

/** +CNUM type of number: 145 international ('+…'), 129 otherwise. */
export const numberType = (number: string): number => (number.startsWith('+') ? 145 : 129);

/** SIM status, identity and restricted SIM access, the same on every family. */
export const SIM_COMMANDS: CommandTable = {
  '+CPIN': (command, context) => {
    if (command.form === 'test') return ok();
    requireSim(context);
    if (command.form === 'read') return ok('+CPIN: READY');
    // The emulated SIMs have no PIN set, so entering one is not allowed.
    if (command.form === 'set') throw cme(CME.operationNotAllowed);
    throw unsupportedForm();
  },
  '+CIMI': (command, context) => {
    if (command.form === 'test') return ok();
    if (command.form !== 'exec') throw unsupportedForm();
    return ok(requireSim(context).imsi);
  },
  '+CNUM': (command, context) => {
    if (command.form === 'test') return ok();
    if (command.form !== 'exec') throw unsupportedForm();
    const sim = requireSim(context);
    if (!sim.number || !context.numberInCnum) return ok();
    return ok(`+CNUM: "","${sim.number}",${numberType(sim.number)}`);
  },
  '+CRSM': (command, context) => {
    if (command.form === 'test') return ok();
    if (command.form !== 'set') throw unsupportedForm();
    const sim = requireSim(context);
    const instruction = intParam(command.args[0], { min: 0, max: 255 });
    const fileId = intParam(command.args[1], { min: 0, max: 65535, fallback: 0 });
    if (instruction === READ_BINARY && fileId === EF_ICCID) return ok(`+CRSM: 144,0,"${swapNibbles(sim.iccid)}"`);
    // 6A82: file not found. The emulated SIM holds no other elementary file.
    return ok('+CRSM: 106,130');
  },
};

/** The family's own ICCID commands; other vendors' commands stay unknown (ERROR), as on real modems. */
export function iccidCommands(profile: FamilyProfile): CommandTable {
  return Object.fromEntries(
    profile.iccidCommands.map((vendor) => [
      vendor.name,
      (command, context) => {
        if (command.form === 'test') return ok();
        if (!(vendor.forms as readonly string[]).includes(command.form)) throw unsupportedForm();
        return ok(vendor.answer(requireSim(context).iccid));
      },
    ]),
  ) as CommandTable;
}
