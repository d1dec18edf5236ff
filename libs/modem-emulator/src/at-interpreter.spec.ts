import { encodeSubmit } from '@simrelay/gsm';
import { AnswerLine, AtInterpreter } from './at-interpreter';
import { ModemCore } from './modem-core';

/** The interpreter over a real modem core, with a line that records what it is asked to do. */
function interpreter() {
  const answers: string[] = [];
  const calls: string[] = [];
  let typingPdu = false;
  const line: AnswerLine = {
    get typingPdu() {
      return typingPdu;
    },
    begin: () => calls.push('begin'),
    beginPdu: () => {
      typingPdu = true;
      calls.push('beginPdu');
    },
    prompt: (text) => answers.push(text),
    finish: (text) => {
      typingPdu = false;
      answers.push(text);
    },
  };
  const commands: string[] = [];
  const events: string[] = [];
  const core = new ModemCore(
    {
      id: 'modem-1', family: 'generic', sim: undefined, rssi: 20, registration: 1, storageCapacity: 30, modemStorageCapacity: 30, ussd: undefined,
      numberInCnum: true, rebootMs: 10_000, imei: undefined, smsc: undefined, ussdDelayMs: 0, ringIntervalMs: 1000,
    },
    { urc: () => undefined, emit: (event) => events.push(event), beginSmsInput: (length) => subject.beginSmsInput(length), resetLine: () => subject.reset() },
  );
  const subject = new AtInterpreter('modem-1', core, line, (text) => commands.push(text));
  return { subject, core, answers, calls, commands, events };
}

describe('AtInterpreter', () => {
  it('answers each line with its information lines and one final result, and logs the lines as typed', () => {
    const { subject, answers, calls, commands } = interpreter();
    subject.executeLine('  AT+CSQ;+CREG? ');
    expect(calls).toEqual(['begin']);
    expect(answers).toEqual(['\r\n+CSQ: 20,99\r\n+CREG: 0,1\r\n\r\nOK\r\n']);
    expect(commands).toEqual(['AT+CSQ;+CREG?']);
    expect(subject.commandLog()).toEqual(['AT+CSQ;+CREG?']);
  });

  it('ignores what does not start with AT, and answers ERROR to what it cannot parse or does not know', () => {
    const { subject, answers, commands } = interpreter();
    subject.executeLine('hello');
    expect(answers).toEqual([]);
    expect(commands).toEqual([]);
    subject.executeLine('AT+NOSUCH');
    subject.executeLine('AT+CMEE=1;+NOSUCH');
    expect(answers).toEqual(['\r\nERROR\r\n', '\r\n+CME ERROR: 100\r\n']);
  });

  it('fails the commands a test asked to fail, with the error form AT+CMEE chose', () => {
    const { subject, answers } = interpreter();
    subject.failNext('AT+CSQ', { cme: 13 });
    subject.executeLine('AT+CSQ');
    subject.executeLine('AT+CMEE=2');
    subject.failNext('AT+CSQ', { cme: 13 });
    subject.executeLine('AT+CSQ');
    subject.executeLine('AT+CSQ');
    expect(answers).toEqual(['\r\nERROR\r\n', '\r\nOK\r\n', '\r\n+CME ERROR: SIM failure\r\n', '\r\n+CSQ: 20,99\r\n\r\nOK\r\n']);
  });

  it('prompts for a PDU after AT+CMGS and submits it, or reports the failure due on the send after the PDU', () => {
    const { subject, core, answers, calls, events } = interpreter();
    const [submit] = encodeSubmit({ to: '+447700900123', text: 'STOP' });
    subject.executeLine(`AT+CMGS=${submit.tpduLength}`);
    expect(calls).toEqual(['begin', 'beginPdu']);
    expect(answers).toEqual(['\r\n> ']);
    subject.submitPdu(submit.pdu.toLowerCase());
    expect(answers[1]).toBe('\r\n+CMGS: 0\r\n\r\nOK\r\n');
    expect(core.sentMessages()).toEqual([{ reference: 0, pdu: submit.pdu, length: submit.tpduLength }]);
    expect(events).toContain('sms-sent');

    subject.executeLine('AT+CMEE=1');
    subject.failNext('AT+CMGS', { cms: 500 });
    subject.executeLine(`AT+CMGS=${submit.tpduLength}`);
    expect(answers.at(-1)).toBe('\r\n> ');
    subject.submitPdu(submit.pdu);
    expect(answers.at(-1)).toBe('\r\n+CMS ERROR: 500\r\n');
    expect(core.sentMessages()).toHaveLength(1);
  });

  it('answers OK to a cancelled PDU, and drops the failure due on an abandoned one', () => {
    const { subject, core, answers } = interpreter();
    const [submit] = encodeSubmit({ to: '+447700900123', text: 'hi' });
    subject.executeLine('AT+CMEE=1');
    subject.failNext('AT+CMGS', { cms: 500 });
    subject.executeLine(`AT+CMGS=${submit.tpduLength}`);
    subject.cancelPdu();
    expect(answers.at(-1)).toBe('\r\nOK\r\n');
    subject.failNext('AT+CMGS', { cms: 500 });
    subject.executeLine(`AT+CMGS=${submit.tpduLength}`);
    subject.reset();
    subject.executeLine(`AT+CMGS=${submit.tpduLength}`);
    subject.submitPdu(submit.pdu);
    expect(answers.at(-1)).toBe('\r\n+CMGS: 0\r\n\r\nOK\r\n');
    expect(core.sentMessages()).toHaveLength(1);
  });

  it('starts a reboot a command asked for once its answer is out', () => {
    const { subject, core, answers } = interpreter();
    subject.executeLine('AT+CFUN=1,1');
    expect(answers).toEqual(['\r\nOK\r\n']);
    expect(core.rebooting).toBe(true);
    core.dispose();
  });
});
