import { AgentUssdResult, DomainError, ErrorCode } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { LogEvent } from './log-events';
import { AgentTestBed } from './testing/agent-test-bed';

// Servers and emulated modems answer in milliseconds; this only bounds a hang.

/** Modems that hang, vanish or never answer: each recovers on its own, and none holds up the others. */
describe('modem recovery', () => {
  let bed: AgentTestBed;

  beforeAll(async () => {
    bed = await AgentTestBed.create([
      { id: 'hangs', family: 'quectel' },
      { id: 'unplugged', family: 'sierra' },
      { id: 'good', family: 'generic' },
      { id: 'broken', family: 'simcom' },
    ]);
    await bed.startReady({ COMMAND_TIMEOUT_MS: '300', SWEEP_INTERVAL_MS: '200', MAX_CONSECUTIVE_TIMEOUTS: '3' });
  });

  afterAll(() => bed.close());

  const snapshot = (id: string) => {
    const found = bed.requireAgent().fleet.snapshots().find((m) => m.port === bed.modem(id).path);
    if (!found) throw new Error(`no session for ${id}`);
    return found;
  };

  async function smsArrives(id: string, text: string): Promise<void> {
    bed.modem(id).receiveSms({ sender: '+447700900301', text });
    await waitFor(async () => ((await bed.sms()).some((r) => r.data.text === text) ? true : undefined), `"${text}" delivered`);
  }

  it('resets a modem that stops answering, and it works again', async () => {
    const modem = bed.modem('hangs');
    modem.hang();
    // Sent while the modem is hung: the network keeps it until the modem takes messages again.
    modem.receiveSms({ sender: '+447700900302', text: 'sent while hung' });

    await bed.waitForLog(LogEvent.modemUnresponsive, modem.path);
    await bed.waitForLog(LogEvent.modemReset, modem.path);
    await waitFor(async () => (snapshot('hangs').state === 'ready' ? true : undefined), 'the modem ready again');

    expect(bed.logged(LogEvent.commandTimedOut, modem.path).length).toBeGreaterThanOrEqual(3);
    expect(modem.commandLog()).toContain('AT+CFUN=1,1');
    expect(snapshot('hangs').counts.resets).toBe(1);
    await waitFor(async () => ((await bed.sms()).some((r) => r.data.text === 'sent while hung') ? true : undefined), 'the held message');
    await smsArrives('hangs', 'after the reset');
  });

  it('reopens a port that vanished once the device is back', async () => {
    const modem = bed.modem('unplugged');
    modem.disconnect();
    await bed.waitForLog(LogEvent.portLost, modem.path);
    await waitFor(async () => (snapshot('unplugged').state === 'lost' ? true : undefined), 'the port lost');
    // Reopening keeps failing, with growing pauses, while the device is away.
    await bed.waitForLog(LogEvent.portOpenFailed, modem.path);

    modem.reconnect();
    await bed.waitForLog(LogEvent.portReopened, modem.path);
    await waitFor(async () => (snapshot('unplugged').state === 'ready' ? true : undefined), 'identified again');
    expect(snapshot('unplugged').counts.reopens).toBeGreaterThanOrEqual(1);
    expect(snapshot('unplugged').iccid).toBe(modem.sim?.iccid);
    await smsArrives('unplugged', 'after replugging');
  });

  describe('a modem that never answers', () => {
    beforeAll(async () => {
      const broken = bed.modem('broken');
      // Hangs again every time its port is opened: no reset can save it.
      broken.on('port-open', () => broken.hang());
      broken.hang();
      await bed.waitForLog(LogEvent.modemResetFailed, broken.path);
    });

    it('does not hold up the other modems: their messages and commands go through', async () => {
      await smsArrives('good', 'the good modem is unaffected');
      const answer = await bed.rpc.request<AgentUssdResult>(`agent.${bed.id}.cmd.ussd`, { modem: bed.modem('good').path, code: '*100#' });
      expect(answer.text).toMatch(/balance/i);
    });

    it('answers commands for it with EDGE.MODEM_UNRESPONSIVE', async () => {
      const error = await bed.rpc.request(`agent.${bed.id}.cmd.ussd`, { modem: bed.modem('broken').path, code: '*100#' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe(ErrorCode.ModemUnresponsive);
    });

    it('keeps trying, reporting it as lost with the reason', async () => {
      const broken = bed.modem('broken');
      await bed.waitForLog(LogEvent.modemResetFailed, broken.path, 2);
      expect(['lost', 'resetting', 'opening']).toContain(snapshot('broken').state);
      expect(snapshot('broken').lastError).toBeTruthy();
    });
  });
});
