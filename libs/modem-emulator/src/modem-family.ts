import { swapNibbles } from './sim-card';

export type ModemFamily = 'generic' | 'quectel' | 'simcom' | 'huawei' | 'sierra';

export const MODEM_FAMILIES: readonly ModemFamily[] = ['generic', 'quectel', 'simcom', 'huawei', 'sierra'];

/** A vendor's way of reading the ICCID: the command, the forms it answers, the line it prints. */
export interface IccidCommand {
  name: string;
  forms: ReadonlyArray<'exec' | 'read'>;
  answer(iccid: string): string;
}

/** What differs between vendors, as far as an agent can see it on the AT port. */
export interface FamilyProfile {
  manufacturer: string;
  model: string;
  revision: string;
  /** USB ids the port lists with (what udev shows for the modem's AT interface). */
  vendorId: string;
  productId: string;
  /** First 8 IMEI digits (type allocation code). */
  tac: string;
  /** ATI answer. */
  identify(imei: string): string[];
  /** Quectel and Huawei number SMS storage from 0, the others from 1. */
  firstIndex: 0 | 1;
  /** AT+CNMI after power-on: Quectel and SIMCom report +CMTI without being asked. */
  defaultCnmi: readonly number[];
  /** Lines printed when the modem has booted (after AT+CFUN=1,1 or being plugged in). */
  bootUrcs: readonly string[];
  /** Access technology printed in +COPS (7 LTE, 0 GSM), null when the firmware prints none. */
  act: number | null;
  iccidCommands: readonly IccidCommand[];
}

export const FAMILY_PROFILES: Readonly<Record<ModemFamily, FamilyProfile>> = {
  generic: {
    manufacturer: 'GENERIC',
    model: 'GSM MODEM',
    revision: '1.0.0',
    vendorId: '1a86',
    productId: '7523',
    tac: '35332510',
    identify: () => ['GENERIC GSM MODEM', 'Revision: 1.0.0'],
    firstIndex: 1,
    defaultCnmi: [0, 0, 0, 0, 0],
    bootUrcs: [],
    act: 0,
    iccidCommands: [{ name: '+CCID', forms: ['exec', 'read'], answer: (iccid) => `+CCID: ${iccid}` }],
  },
  quectel: {
    manufacturer: 'Quectel',
    model: 'EC25',
    revision: 'EC25EFAR06A06M4G',
    vendorId: '2c7c',
    productId: '0125',
    tac: '86695503',
    identify: () => ['Quectel', 'EC25', 'Revision: EC25EFAR06A06M4G'],
    firstIndex: 0,
    defaultCnmi: [2, 1, 0, 0, 0],
    bootUrcs: ['RDY', '+CFUN: 1', '+CPIN: READY', '+QUSIM: 1', '+QIND: SMS DONE'],
    act: 7,
    iccidCommands: [{ name: '+QCCID', forms: ['exec'], answer: (iccid) => `+QCCID: ${iccid}` }],
  },
  simcom: {
    manufacturer: 'SIMCOM_Ltd',
    model: 'SIMCOM_SIM800L',
    revision: 'Revision:1418B04SIM800L24',
    vendorId: '1e0e',
    productId: '9001',
    tac: '86677703',
    identify: () => ['SIM800 R14.18'],
    firstIndex: 1,
    defaultCnmi: [2, 1, 0, 0, 0],
    bootUrcs: ['RDY', '+CFUN: 1', '+CPIN: READY', 'Call Ready', 'SMS Ready'],
    act: null,
    iccidCommands: [
      // SIM800 prints the bare number; SIM7600 firmware added AT+CICCID.
      { name: '+CCID', forms: ['exec'], answer: (iccid) => iccid },
      { name: '+CICCID', forms: ['exec'], answer: (iccid) => `+ICCID: ${iccid}` },
    ],
  },
  huawei: {
    manufacturer: 'huawei',
    model: 'E3372',
    revision: '22.315.01.00.00',
    vendorId: '12d1',
    productId: '1506',
    tac: '86146203',
    identify: (imei) => ['Manufacturer: huawei', 'Model: E3372', 'Revision: 22.315.01.00.00', `IMEI: ${imei}`, '+GCAP: +CGSM,+DS,+ES'],
    firstIndex: 0,
    defaultCnmi: [0, 0, 0, 0, 0],
    bootUrcs: [],
    act: 7,
    iccidCommands: [{ name: '^ICCID', forms: ['read'], answer: (iccid) => `^ICCID: ${swapNibbles(iccid)}` }],
  },
  sierra: {
    manufacturer: 'Sierra Wireless, Incorporated',
    model: 'MC7455',
    revision: 'SWI9X30C_02.24.05.06 r7040 CARMD-EV-FRMWR2 2017/05/19 06:23:09',
    vendorId: '1199',
    productId: '9071',
    tac: '35907206',
    identify: (imei) => [
      'Manufacturer: Sierra Wireless, Incorporated',
      'Model: MC7455',
      'Revision: SWI9X30C_02.24.05.06 r7040 CARMD-EV-FRMWR2 2017/05/19 06:23:09',
      `IMEI: ${imei}`,
      'IMEI SV: 13',
      '+GCAP: +CGSM',
    ],
    firstIndex: 1,
    defaultCnmi: [0, 0, 0, 0, 0],
    bootUrcs: [],
    act: 7,
    iccidCommands: [{ name: '!ICCID', forms: ['read'], answer: (iccid) => `ICCID: ${iccid}` }],
  },
};
