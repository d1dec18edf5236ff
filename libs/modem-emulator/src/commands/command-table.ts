import type { FamilyProfile } from '../modem-family';
import { CALL_COMMANDS } from './call-commands';
import type { CommandTable } from './command-context';
import { GENERAL_COMMANDS } from './general-commands';
import { NETWORK_COMMANDS } from './network-commands';
import { iccidCommands, SIM_COMMANDS } from './sim-commands';
import { SMS_COMMANDS } from './sms-commands';
import { USSD_COMMANDS } from './ussd-commands';

/** Every command a modem of this family knows; anything else answers ERROR. */
export function commandTable(profile: FamilyProfile): CommandTable {
  return {
    ...GENERAL_COMMANDS,
    ...NETWORK_COMMANDS,
    ...SIM_COMMANDS,
    ...SMS_COMMANDS,
    ...CALL_COMMANDS,
    ...USSD_COMMANDS,
    ...iccidCommands(profile),
  };
}
