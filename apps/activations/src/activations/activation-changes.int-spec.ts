import { ActivationChangedEvent, ActivationsEvents, ActivationsSubjects, ActivationView, CodeReceivedEvent } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { JSONCodec } from 'nats';
import { ActivationsHarness, sims, smsReport, startActivationsHarness } from '../testing/activations-harness';

const USER = '6f0c1c1e-3333-4333-8333-000000000001';
const codec = JSONCodec<unknown>();

/**
 * The change events readers drop kept views on (written by the database's triggers): one per
 * activation per transaction that changes what its views show, however many of its rows the
 * transaction touched, and none for bookkeeping alone.
 */
describe('activations: change events', () => {
  let h: ActivationsHarness;
  const list = sims(1);
  const changes: ActivationChangedEvent[] = [];
  const codes: CodeReceivedEvent[] = [];

  beforeAll(async () => {
    h = await startActivationsHarness();
    for (const [subject, into] of [[ActivationsEvents.changed, changes], [ActivationsEvents.codeReceived, codes]] as const) {
      h.client.connection.subscribe(h.client.namespace.subject(subject), { callback: (_error, msg) => (into as unknown[]).push(codec.decode(msg.data)) });
    }
    await h.client.connection.flush();
    await h.heartbeat('change-agent', list);
    await waitFor(async () => ((await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.numbers WHERE ready`))[0].n === 1 ? true : undefined), 'the SIM');
    h.peers.fund(USER, 10_000_000);
  }, 60_000);
  afterAll(() => h?.close());

  const changesOf = (activationId: string) => changes.filter((c) => c.activationId === activationId).length;
  /**
   * Everything the outbox held has been published (a row is deleted once JetStream has it) and has
   * reached this client: the server routed each to us before it acknowledged it, and a flush's
   * round trip comes after.
   */
  const relayed = async () => {
    await h.outboxEmpty();
    await h.client.connection.flush();
  };

  const sendCode = async (code: string, sender = 'Telegram') => {
    await h.publishSms(smsReport('change-agent', list[0], sender, `${sender} code ${code}`));
  };
  const codeEvent = (activationId: string, code: string) =>
    waitFor(async () => codes.find((c) => c.activationId === activationId && c.message.code === code), `the event of code ${code}`);

  it('announces a purchase once, a code (message and status in one statement) once, and its finish once', async () => {
    const bought = await h.request<ActivationView>(ActivationsSubjects.buy, { userId: USER, service: 'tg', country: 'GB', banLimit: 1000 });
    await relayed();
    expect(changesOf(bought.activationId)).toBe(1);

    await sendCode('41852');
    // The code's event is written after the claim commits: once it is here, the claim's change is too.
    await codeEvent(bought.activationId, '41852');
    await relayed();
    expect(changesOf(bought.activationId)).toBe(2);

    await h.request(ActivationsSubjects.act, { userId: USER, numberId: bought.numberId, activationId: bought.activationId, action: 'finish' });
    await relayed();
    // The settlement mark (bookkeeping only) announces nothing; the finish once.
    expect(changesOf(bought.activationId)).toBe(3);
  });

  it("gives the balance after a code's charge with its event, and a later code's event none, without asking billing", async () => {
    // The SIM served Telegram above: WhatsApp this time.
    const bought = await h.request<ActivationView>(ActivationsSubjects.buy, { userId: USER, service: 'wa', country: 'GB', banLimit: 1000 });
    const readsBefore = h.peers.balanceReads;
    await sendCode('529-631', 'WhatsApp');
    const charged = await codeEvent(bought.activationId, '529631');
    expect(charged.balanceMicros).toBe(h.peers.balances.get(USER));
    await sendCode('630-742', 'WhatsApp');
    const later = await codeEvent(bought.activationId, '630742');
    expect(later).not.toHaveProperty('balanceMicros');
    expect(h.peers.balanceReads).toBe(readsBefore);
    await h.request(ActivationsSubjects.act, { userId: USER, numberId: bought.numberId, activationId: bought.activationId, action: 'finish' });
  });
});
