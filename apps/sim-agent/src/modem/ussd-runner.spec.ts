import { EmulatedModemOptions } from '@simrelay/modem-emulator';
import { LogEvent } from '../log-events';
import { modemLinePerTest } from '../testing/modem-line';
import { PortClosedError, UssdError } from './at-errors';
import { UssdRunner } from './ussd-runner';

describe('UssdRunner on an emulated modem', () => {
  const openLine = modemLinePerTest();

  async function runner(modem: Partial<EmulatedModemOptions> = {}) {
    const line = await openLine({ modems: [modem] });
    const ussd = new UssdRunner({ commands: line.commands, clock: line.clock, timeoutMs: 30_000, log: line.log, iccid: () => '8944000000000000001' });
    line.unsolicited = (urc) => {
      if (urc.type === 'cusd') ussd.answer(urc);
    };
    await line.commands.run('ATE0');
    return { line, ussd };
  }

  it("answers with the network's decoded text", async () => {
    const { line, ussd } = await runner({ ussd: (code) => (code === '*101#' ? 'Тариф: безлимит' : 'Your balance is 5.00') });
    expect(await ussd.run('*100#')).toEqual({ status: 0, text: 'Your balance is 5.00' });
    expect(await ussd.run('*101#')).toEqual({ status: 0, text: 'Тариф: безлимит' });
    expect(line.modem.commandLog()).toContain('AT+CUSD=1,"*100#",15');
    expect(line.logged(LogEvent.ussdAnswered)).toEqual([
      expect.objectContaining({ code: '*100#', status: 0, iccid: '8944000000000000001' }),
      expect.objectContaining({ code: '*101#', status: 0 }),
    ]);
  });

  it('runs one code at a time: the next is sent once the one before has its answer', async () => {
    const { line, ussd } = await runner({ ussdDelayMs: 20 });
    const sent: string[] = [];
    line.modem.on('command', (command: string) => sent.push(command));
    line.modem.on('ussd', ({ code }: { code: string }) => sent.push(`answered ${code}`));
    const answers = await Promise.all([ussd.run('*100#'), ussd.run('*#100#')]);
    expect(answers.map((answer) => answer.text)).toEqual(['Your balance is 5.00', `Your number is ${line.modem.sim?.number}`]);
    expect(sent.filter((entry) => entry.includes('100#'))).toEqual(['AT+CUSD=1,"*100#",15', 'answered *100#', 'AT+CUSD=1,"*#100#",15', 'answered *#100#']);
  });

  it('refuses a code the network does not support, and goes on with the next', async () => {
    const { ussd } = await runner();
    const refused = await ussd.run('*999#').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UssdError);
    expect(refused).toMatchObject({ status: 4, message: 'USSD operation not supported' });
    expect(await ussd.run('*100#')).toMatchObject({ text: 'Your balance is 5.00' });
  });

  it('gives up when the network does not answer in time', async () => {
    const { line, ussd } = await runner({ ussdDelayMs: 60_000 });
    const answer = ussd.run('*100#').catch((error: unknown) => error);
    await line.manualClock.advance(30_000);
    expect(await answer).toEqual(new UssdError('no USSD answer within 30000 ms', null));
  });

  it('fails the code waiting for its answer when the port closes', async () => {
    const { line, ussd } = await runner({ ussdDelayMs: 60_000 });
    const answer = ussd.run('*100#').catch((error: unknown) => error);
    await new Promise<void>((resolve) => line.modem.once('command', () => setImmediate(resolve)));
    const closed = new PortClosedError(line.path, 'port lost');
    ussd.fail(closed);
    expect(await answer).toBe(closed);
  });

  it('tells a +CUSD nobody waits for', async () => {
    const { ussd } = await runner();
    expect(ussd.answer({ type: 'cusd', status: 0, text: 'Welcome', dcs: 15 })).toBe(false);
  });
});
