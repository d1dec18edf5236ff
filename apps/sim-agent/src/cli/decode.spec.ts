import { runDecode } from './decode';

// node-pdu tests/parsing.test.ts 'Concatenated messages with 16bit ref.' #1
const PART = '07919730071111F1400B919746121611F10000811170021222230E06080412340201C8329BFD6601';

describe('sms:decode', () => {
  it('prints one JSON object with the fields of an SMS-DELIVER', () => {
    const result = runDecode([PART]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual({
      smsc: '+79037011111',
      sender: '+79642161111',
      senderType: 'international',
      timestamp: '2018-11-07T20:21:22+08:00',
      dcs: 0,
      text: 'Hello,',
      concat: { ref: 0x1234, total: 2, seq: 1 },
    });
  });

  it('prints the fields of a status report', () => {
    // python-gsmmodem test/test_pdu.py TestSmsPdu.test_decode #5
    const result = runDecode(['0006D60B911326880736F4111011719551401110117195714000']);
    expect(JSON.parse(result.stdout)).toEqual({
      type: 'status-report',
      smsc: null,
      reference: 214,
      recipient: '+31628870634',
      recipientType: 'international',
      timestamp: '2011-01-11T17:59:15+01:00',
      dischargeTime: '2011-01-11T17:59:17+01:00',
      status: 0,
      delivered: true,
    });
  });

  it('skips the -- separator and joins a PDU pasted in pieces', () => {
    expect(JSON.parse(runDecode(['--', PART.slice(0, 30), PART.slice(30)]).stdout)).toMatchObject({ text: 'Hello,' });
  });

  it('exits 1 with the GsmError message on stderr for a bad PDU', () => {
    expect(runDecode(['0791zz'])).toEqual({ code: 1, stdout: '', stderr: 'PDU is not hex: "z" at position 4\n' });
    expect(runDecode([PART.slice(0, -4)])).toMatchObject({ code: 1, stdout: '', stderr: expect.stringMatching(/^PDU truncated: /u) });
  });

  it('exits 2 with the usage on stderr without an argument', () => {
    expect(runDecode([])).toMatchObject({ code: 2, stdout: '', stderr: expect.stringMatching(/^usage: npm run sms:decode -- <pdu-hex>/u) });
    expect(runDecode(['--'])).toMatchObject({ code: 2 });
  });

  it('prints the usage on stdout for --help', () => {
    expect(runDecode(['--help'])).toMatchObject({ code: 0, stderr: '', stdout: expect.stringMatching(/^usage:/u) });
  });
});
