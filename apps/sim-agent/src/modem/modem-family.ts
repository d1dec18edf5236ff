import { ModemFamilyName } from '@simrelay/contracts';

/**
 * How each family answers for its SIM's ICCID. Every modem is asked its own family's
 * command first, then the others, then the SIM file itself (EF_ICCID via AT+CRSM), which
 * any 27.007 modem reads.
 */
const ICCID_COMMANDS: Record<ModemFamilyName, string> = {
  generic: 'AT+CCID',
  quectel: 'AT+QCCID',
  huawei: 'AT^ICCID?',
  simcom: 'AT+CICCID',
  sierra: 'AT!ICCID?',
};
const ICCID_FALLBACK = 'AT+CRSM=176,12258,0,0,10';
const ORDER: ModemFamilyName[] = ['generic', 'quectel', 'huawei', 'simcom', 'sierra'];

export function iccidCommands(family: ModemFamilyName): string[] {
  return [ICCID_COMMANDS[family], ...ORDER.filter((other) => other !== family).map((other) => ICCID_COMMANDS[other]), ICCID_FALLBACK];
}

/** The family from AT+CGMI / AT+CGMM when the configuration does not name it. */
export function detectFamily(manufacturer: string | null, model: string | null): ModemFamilyName {
  const text = `${manufacturer ?? ''} ${model ?? ''}`.toLowerCase();
  if (text.includes('quectel')) return 'quectel';
  if (text.includes('huawei')) return 'huawei';
  if (text.includes('simcom') || text.includes('sim com')) return 'simcom';
  if (text.includes('sierra')) return 'sierra';
  return 'generic';
}

/** `+CGMI: Quectel` and `Quectel` alike; the first non-empty line. */
export function infoLine(lines: string[]): string | null {
  for (const line of lines) {
    const text = line.replace(/^\+CG(MI|MM|MR|SN):\s*/i, '').replace(/^"(.*)"$/, '$1').trim();
    if (text) return text;
  }
  return null;
}

/**
 * The own number in a USSD answer, e.g. "Your number is +44 7700 900123." A run of 7-15
 * digits (spaces and dashes inside allowed), keeping a leading '+'.
 */
export function numberFromUssd(text: string): string | null {
  const match = /(\+?\d[\d\s-]{5,18}\d)/.exec(text);
  if (!match) return null;
  const digits = match[1].replace(/[\s-]/g, '');
  const count = digits.replace('+', '').length;
  return count >= 7 && count <= 15 ? digits : null;
}

/** MCC-MNC for the home network: configured keys are matched against the IMSI's start. */
export function ussdCodeFor(table: Map<string, string>, imsi: string | null, servingMccMnc: string | null): string | null {
  if (imsi) {
    // Longest key first: '310260' before '31026' when both are configured.
    const keys = [...table.keys()].sort((a, b) => b.length - a.length);
    for (const mccMnc of keys) if (imsi.startsWith(mccMnc)) return table.get(mccMnc) ?? null;
  }
  if (servingMccMnc && table.has(servingMccMnc)) return table.get(servingMccMnc) ?? null;
  return null;
}
