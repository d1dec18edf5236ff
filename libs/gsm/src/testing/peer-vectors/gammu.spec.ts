import { parseCmgr } from '../../at/stored-messages';
import { GsmError } from '../../gsm-error';
import { decodePdu } from '../../pdu/decode-pdu';
import { GAMMU_FAILING, GAMMU_PARSING } from './gammu';

/** What the agent does with an AT+CMGR answer: parse it, decode the PDU with the listed status. */
function readMessage(lines: string[]) {
  const message = parseCmgr(lines);
  if (message === null) throw new Error('empty slot');
  return decodePdu(message.pdu, { status: message.status });
}

describe('Gammu AT+CMGR dumps', () => {
  it.each(GAMMU_PARSING.map((d) => [d.source, d] as const))('parses %s', (_source, { lines }) => {
    expect(() => readMessage(lines)).not.toThrow();
  });

  it.each(GAMMU_FAILING.map((d) => [d.source, d] as const))('refuses %s with a GsmError', (_source, { lines }) => {
    expect(() => readMessage(lines)).toThrow(GsmError);
  });

  it('reads dump 01, a received message stored with the TP-MTI of a submit, as the SMS-DELIVER it is', () => {
    expect(readMessage(GAMMU_PARSING[0].lines)).toMatchObject({
      type: 'deliver',
      sender: '4603',
      text: 'Vazeny zakazniku, sluzba je docasne mimo provoz. Dekujeme za pochopeni.',
    });
  });
});
