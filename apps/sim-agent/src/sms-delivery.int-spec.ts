import { AgentSmsReport, validateMessage } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { LogEvent } from './log-events';
import { AgentTestBed, StoredReport } from './testing/agent-test-bed';


// Servers and emulated modems answer in milliseconds; this only bounds a hang.
/**
 * Every SMS the modems store reaches JetStream exactly once, whatever its encoding or
 * however its parts arrive, and leaves the SIM only after JetStream acknowledged it.
 */
describe('SMS from the modems to JetStream', () => {
  let bed: AgentTestBed;

  beforeAll(async () => {
    bed = await AgentTestBed.create([
      { id: 'gen', family: 'generic' },
      { id: 'que', family: 'quectel' },
    ]);
    // Stored before the agent starts: the first sweep finds it.
    bed.modem('gen').receiveSms({ sender: '+447700900001', text: 'stored while nobody listened' });
    await bed.startReady({ MULTIPART_TIMEOUT_MS: '1500', SWEEP_INTERVAL_MS: '300' });
  });

  afterAll(() => bed.close());

  /** The one report for this text, after it has also left the SIM. */
  async function delivered(modemId: string, text: string): Promise<StoredReport<AgentSmsReport>> {
    const modem = bed.modem(modemId);
    const report = await waitFor(async () => (await bed.sms()).find((r) => r.data.text === text && r.data.port === modem.path), `"${text.slice(0, 20)}…" in JetStream`);
    await waitFor(async () => (bed.logged(LogEvent.smsDeleted).some((r) => r.key === report.data.key) ? true : undefined), 'its slots deleted');
    return report;
  }

  /** The order of events in the log: stored to disk, published (acked), then deleted. */
  function expectDeletedAfterAck(key: string): void {
    const stored = bed.logIndex((r) => r.msg === LogEvent.smsStored && r.key === key);
    const published = bed.logIndex((r) => r.msg === LogEvent.smsPublished && r.key === key);
    const deleted = bed.logIndex((r) => r.msg === LogEvent.smsDeleted && r.key === key);
    expect(stored).toBeGreaterThanOrEqual(0);
    expect(published).toBeGreaterThan(stored);
    expect(deleted).toBeGreaterThan(published);
  }

  it('delivers what was stored before the agent started', async () => {
    const report = await delivered('gen', 'stored while nobody listened');
    expect(report.data).toMatchObject({ sender: '+447700900001', senderType: 'international', encoding: 'gsm7', parts: 1, partial: false });
    expect(bed.modem('gen').storedMessages()).toEqual([]);
  });

  it.each([
    ['GSM-7', 'Your code is 482913', 'gsm7', 'gsm7'],
    ['GSM-7 extension characters', 'Price: 5€ [promo] {x} ~^|\\', 'gsm7', 'gsm7'],
    ['UCS2 with emoji', 'Код 7731 🔐 ✅ 你好', 'ucs2', 'ucs2'],
    ['8-bit data', '0102a0ff7e00', '8bit', '8bit'],
  ] as const)('%s arrives once, intact, and leaves the SIM after the ack', async (_name, text, encoding, expected) => {
    const modem = bed.modem('que');
    const timestamp = '2026-11-22T09:15:26+05:45';
    modem.receiveSms({ sender: 'Bank', text, encoding, timestamp });
    const report = await delivered('que', text);

    const sms = await validateMessage(AgentSmsReport, report.data);
    expect(sms).toMatchObject({ agentId: bed.id, sender: 'Bank', senderType: 'alphanumeric', encoding: expected, sentAt: timestamp, parts: 1, partial: false });
    expect(sms.iccid).toBe(modem.sim?.iccid);
    expect(sms.number).toBe(modem.sim?.number);
    expect(report.msgId).toBe(sms.key);
    expect((await bed.sms()).filter((r) => r.data.key === sms.key)).toHaveLength(1);
    expectDeletedAfterAck(sms.key);
    expect(modem.storedMessages()).toEqual([]);
  });

  it('reassembles a multipart message arriving out of order, with a part stored twice', async () => {
    const modem = bed.modem('gen');
    const text = `Long message. ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(12)}END`;
    const indexes = modem.receiveSms({ sender: '+447700900002', text, order: [3, 1, 4, 2, 5], duplicate: [2] });
    expect(indexes.length).toBe(6);

    const report = await delivered('gen', text);
    expect(report.data).toMatchObject({ parts: 5, partial: false, missing: [] });
    expect(report.data.pdus).toHaveLength(5);
    // The duplicate of part 2 is deleted too, and never reported on its own.
    await waitFor(async () => (modem.storedMessages().length === 0 ? true : undefined), 'every slot emptied');
    const fromSender = (await bed.sms()).filter((r) => r.data.sender === '+447700900002');
    expect(fromSender).toHaveLength(1);
    expectDeletedAfterAck(report.data.key);
  });

  it('sends a multipart message whose part never comes, flagged partial, after the timeout', async () => {
    const modem = bed.modem('que');
    const text = `${'Part of a message that loses its middle. '.repeat(9)}TAIL`;
    modem.receiveSms({ sender: '+447700900003', text, order: [1, 3] });
    const report = await waitFor(async () => (await bed.sms()).find((r) => r.data.sender === '+447700900003'), 'the partial message');
    expect(report.data).toMatchObject({ partial: true, missing: [2], parts: 3 });
    expect(report.data.text.startsWith('Part of a message')).toBe(true);
    expect(report.data.text.endsWith('TAIL')).toBe(true);
    expect(bed.logged(LogEvent.smsPartial).some((r) => r.key === report.data.key)).toBe(true);
    await waitFor(async () => (modem.storedMessages().length === 0 ? true : undefined), 'both parts deleted');
  });

  it('reports a burst of messages on two modems each exactly once', async () => {
    const before = (await bed.sms()).length;
    const texts: string[] = [];
    for (let i = 0; i < 8; i++) {
      const text = `burst ${i}`;
      texts.push(text);
      bed.modem(i % 2 ? 'gen' : 'que').receiveSms({ sender: `+4477009001${i}`, text });
    }
    const all = await bed.waitForSms(before + 8);
    const burst = all.filter((r) => texts.includes(r.data.text));
    expect(burst.map((r) => r.data.text).sort()).toEqual([...texts].sort());
    expect(new Set(all.map((r) => r.data.key)).size).toBe(all.length);
    await waitFor(async () => (bed.rack.modems.every((m) => m.storedMessages().length === 0) ? true : undefined), 'every SIM emptied');
    expect(bed.requireAgent().outbox.size).toBe(0);
  });
});
