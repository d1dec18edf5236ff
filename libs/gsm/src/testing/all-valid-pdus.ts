import { encodeDeliver } from '../pdu/encode-pdu';
import {
  GAMMU_PARSING,
  MODEM_MANAGER_DECODE,
  MODEM_MANAGER_SUBMIT,
  NODE_PDU_DECODE,
  PYTHON_GSMMODEM_DECODE,
  PYTHON_GSMMODEM_SUBMIT,
} from './peer-vectors';

export interface ValidPdu {
  source: string;
  pdu: string;
  status?: number;
}

const STATUS_LINE = /^\+CMGR:\s*([0-9]*)\s*,/u;

/** Every PDU of the peers' suites that decodes, plus a few of this encoder's own, for the fuzz tests. */
export const ALL_VALID_PDUS: ValidPdu[] = [
  ...MODEM_MANAGER_DECODE,
  ...PYTHON_GSMMODEM_DECODE,
  ...NODE_PDU_DECODE,
  ...GAMMU_PARSING.map(({ source, lines }) => {
    const status = STATUS_LINE.exec(lines[0])?.[1];
    return { source, pdu: lines[1].replace(/"$/u, ''), status: status ? Number(status) : undefined };
  }),
  ...MODEM_MANAGER_SUBMIT,
  ...PYTHON_GSMMODEM_SUBMIT.flatMap(({ source, pdus }) => pdus.map((pdu) => ({ source, pdu }))),
  ...[
    { sender: 'Telegram', text: 'Код: 12345 😀', timestamp: '2021-03-14T15:09:26+05:45' },
    { sender: '+447700900123', text: `{[${'€'.repeat(90)}]}`, timestamp: '2021-03-14T15:09:26-03:30', concatRef: 300, concatRef16: true },
    { sender: '1800', text: 'cafe00', encoding: '8bit' as const, timestamp: '1999-12-31T23:59:59Z', smsc: '+79037011111' },
  ].flatMap((o) => encodeDeliver(o).map(({ pdu }) => ({ source: 'encodeDeliver', pdu }))),
];
