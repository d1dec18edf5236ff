import { AgentAnswer, auditLedger, LocalSmsHubHub, waitFor } from '@simrelay/testing';
import { Client } from 'pg';
import { adminToken } from './support/accounts';
import { AgentReports, TestSim, testSims } from './support/agent-reports';
import { connectHub, HUB_TEST_ENV } from './support/hubs';
import { waitForSims } from './support/inventory';
import { startSystem, System } from './support/system';

const SIMS = 6;
/** Germany's calling code: every phone we give out starts with it. */
const DE = '49';
const USD = 840;
/** This suite's budget per address (HUB_REQUESTS_PER_MINUTE): far above what its own hub sends in a minute. */
const HUB_BUDGET = 300;

const refused = (answer: AgentAnswer): boolean => answer.body['error'] === 'TOO_MANY_REQUESTS';

type CountryList = Array<{ country: string; operatorMap: Record<string, Record<string, number>> }>;

/** SMSHub's own acceptance checklist, against the whole system through a local hub. */
describe('SMSHub agent protocol', () => {
  let system: System;
  let agent: AgentReports;
  let db: Client;
  let hub: LocalSmsHubHub;
  let sims: TestSim[];
  const timings: Record<string, number[]> = {};

  const germany = async () => {
    const answer = await hub.getServices();
    expect(answer.body['status']).toBe('SUCCESS');
    return (answer.body['countryList'] as CountryList).find((c) => c.country === 'germany');
  };
  const getNumber = async (service: string, extra: { exceptionPhoneSet?: string[]; sum?: number; operator?: string } = {}) => {
    const answer = await hub.getNumber({ country: 'germany', operator: extra.operator ?? 'any', service, sum: extra.sum ?? 0.25, currency: USD, ...extra });
    (timings['GET_NUMBER'] ??= []).push(answer.ms);
    return answer;
  };

  beforeAll(async () => {
    system = await startSystem({ env: { ...HUB_TEST_ENV, HUB_PUSH_RETRY_MS: '1000', HUB_REQUESTS_PER_MINUTE: String(HUB_BUDGET), TRUST_PROXY: 'true' } });
    const admin = await adminToken(system);
    ({ hub } = await connectHub(system, admin, { services: ['tg', 'wa', 'vk', 'ok', 'fb'], countries: ['DE'], minPayouts: { tg: 0.1 } }));
    agent = await AgentReports.connect(system.natsUrl, system.namespace);
    db = new Client({ connectionString: system.databaseUrl });
    await db.connect();
    sims = testSims(SIMS, 0, 'DE');
    await agent.status(sims);
    await waitForSims(db, SIMS, 'DE');
  }, 180_000);

  afterAll(async () => {
    // Reported, not asserted: a loaded machine may be slow, and the structure is what is checked.
    for (const [action, ms] of Object.entries(timings)) {
      console.log(`${action}: ${ms.length} answers, slowest ${Math.max(...ms).toFixed(0)} ms, median ${[...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)].toFixed(0)} ms`);
    }
    await hub?.close();
    await agent?.close();
    await db?.end();
    await system?.stop();
  });

  it('answers in gzip, and refuses a wrong key and an unknown action with the protocol error', async () => {
    const wrong = await hub.getServices('not-a-key');
    expect(wrong).toMatchObject({ status: 200, gzipped: true, body: { status: 'ERROR', error: 'WRONG_KEY' } });
    expect((await hub.call({ action: 'SOMETHING', key: hub.key })).body).toEqual({ status: 'ERROR', error: 'BAD_ACTION' });
    // Named after an Object method: still no such action (found by the fuzzer).
    expect((await hub.call({ action: 'toString', key: hub.key })).body).toEqual({ status: 'ERROR', error: 'BAD_ACTION' });
    expect((await hub.call({ action: 'GET_NUMBER', key: hub.key, country: 'germany' })).body).toMatchObject({ status: 'ERROR' });
    expect((await hub.finish(999_999_999, 3)).body).toEqual({ status: 'ERROR', error: 'ACTIVATION_NOT_FOUND' });
  });

  it('answers an address past its budget with the protocol error and Retry-After, and serves other addresses meanwhile', async () => {
    const flooder = { 'x-forwarded-for': '198.51.100.23' };
    const answers: AgentAnswer[] = [];
    // Minute windows: two budgets and one more cannot all fit unless the run spans three minutes.
    for (let batch = 0; batch < (2 * HUB_BUDGET) / 50 + 1 && !answers.some(refused); batch++) {
      answers.push(...(await Promise.all(Array.from({ length: 50 }, () => hub.call({ action: 'NOTHING', key: hub.key }, flooder)))));
    }
    const refusals = answers.filter(refused);
    expect(refusals.length).toBeGreaterThan(0);
    expect(answers.length - refusals.length).toBeGreaterThanOrEqual(HUB_BUDGET);
    for (const answer of refusals) {
      expect(answer).toMatchObject({ status: 200, gzipped: true, body: { status: 'ERROR', error: 'TOO_MANY_REQUESTS' } });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Everything else the flooder sent was answered as usual.
    expect(answers.filter((a) => !refused(a)).every((a) => a.body['error'] === 'BAD_ACTION')).toBe(true);
    // The hub's own address has a budget of its own.
    expect((await hub.getServices()).body['status']).toBe('SUCCESS');
  });

  it('counts what GET_NUMBER then gives: numeric numbers with the country code, each once, then NO_NUMBERS', async () => {
    const before = await germany();
    expect(before?.operatorMap['any']?.['tg']).toBe(SIMS);
    // Per carrier and `any` agree.
    const carriers = Object.entries(before?.operatorMap ?? {}).filter(([operator]) => operator !== 'any');
    expect(carriers.reduce((sum, [, services]) => sum + (services['tg'] ?? 0), 0)).toBe(SIMS);

    const answers = [];
    for (let i = 0; i < SIMS; i++) answers.push(await getNumber('tg'));
    for (const answer of answers) {
      expect(answer.body['status']).toBe('SUCCESS');
      expect(typeof answer.body['number']).toBe('number');
      expect(typeof answer.body['activationId']).toBe('number');
      expect(answer.text).toMatch(/"number":\d+,/);
      expect(String(answer.body['number']).startsWith(DE)).toBe(true);
    }
    expect(new Set(answers.map((a) => a.body['number'])).size).toBe(SIMS);
    expect((await getNumber('tg')).body).toEqual({ status: 'NO_NUMBERS' });
    // Sold numbers are in open activations: nothing is left for any service.
    expect((await germany())?.operatorMap['any']).toMatchObject({ tg: 0, wa: 0 });

    // Cancelled (4): back for other services, never again for this one.
    for (const answer of answers) expect((await hub.finish(answer.body['activationId'] as number, 4)).body).toEqual({ status: 'SUCCESS' });
    expect((await germany())?.operatorMap['any']).toMatchObject({ tg: 0, wa: SIMS });
    expect((await getNumber('tg')).body).toEqual({ status: 'NO_NUMBERS' });
  });

  it('honours exceptionPhoneSet and the minimum payout', async () => {
    const excluded = sims.slice(0, 2).map((sim) => sim.number.replace('+', ''));
    const given = [];
    for (;;) {
      const answer = await getNumber('wa', { exceptionPhoneSet: excluded });
      if (answer.body['status'] !== 'SUCCESS') {
        expect(answer.body).toEqual({ status: 'NO_NUMBERS' });
        break;
      }
      given.push(answer.body);
    }
    expect(given).toHaveLength(SIMS - excluded.length);
    expect(given.every((g) => !excluded.some((prefix) => String(g['number']).startsWith(prefix)))).toBe(true);
    // A prefix of the whole country excludes everything, also written as a number.
    expect((await getNumber('vk', { exceptionPhoneSet: [DE] })).body).toEqual({ status: 'NO_NUMBERS' });
    expect((await hub.call({ action: 'GET_NUMBER', key: hub.key, country: 'germany', operator: 'any', service: 'vk', sum: 1, currency: USD, exceptionPhoneSet: [49] })).body).toEqual({ status: 'NO_NUMBERS' });
    // tg asks at least 0.10.
    expect((await getNumber('tg', { sum: 0.05 })).body).toEqual({ status: 'NO_NUMBERS' });
    for (const g of given) await hub.finish(g['activationId'] as number, 4);
  });

  it('finishes idempotently: the first status counts, and a sale (3) records the payout in the ledger once', async () => {
    const sold = await getNumber('vk', { sum: 0.3 });
    const id = sold.body['activationId'] as number;
    const finishes = await Promise.all([hub.finish(id, 3), hub.finish(id, 3), hub.finish(id, 3)]);
    expect(finishes.map((f) => f.body)).toEqual([{ status: 'SUCCESS' }, { status: 'SUCCESS' }, { status: 'SUCCESS' }]);
    expect((await hub.finish(id, 4)).body).toEqual({ status: 'SUCCESS' });
    const { rows } = await db.query(
      `SELECT s.state, s.finish_status, s.payout_micros::int AS payout, a.status FROM activations.hub_sales s JOIN activations.activations a ON a.id = s.activation_id WHERE s.order_number = $1`,
      [id],
    );
    expect(rows).toEqual([{ state: 'sold', finish_status: 3, payout: 300_000, status: 'finished' }]);
    const transfers = await db.query(`SELECT kind, amount_micros::int AS amount FROM billing.transfers WHERE reference LIKE 'hub-sale:%' ORDER BY kind`);
    expect(transfers.rows).toEqual([{ kind: 'charge', amount: 300_000 }, { kind: 'topup', amount: 300_000 }]);
    expect(await auditLedger(async (sql) => (await db.query(sql)).rows)).toEqual([]);
  });

  it('pushes every SMS on a sold number (numeric smsId and phone with the country code), once it is answered SUCCESS', async () => {
    const sold = await getNumber('ok');
    const number = String(sold.body['number']);
    const sim = sims.find((s) => s.number === `+${number}`) as TestSim;
    // Any sender, any text: the hub filters by service itself.
    await agent.sms(sim, 'OK.ru', 'OK: 123456 is your code');
    await agent.sms(sim, '+4915112345678', 'hello there');
    const pushes = await hub.waitForPushes(2, (p) => p.body['phone'] === Number(number) && ['OK: 123456 is your code', 'hello there'].includes(p.body['text'] as string));
    for (const push of pushes) {
      expect(push).toMatchObject({ gzipped: true, answered: 'success' });
      expect(push.userAgent).toBeTruthy();
      expect(typeof push.body['smsId']).toBe('number');
      expect(typeof push.body['phone']).toBe('number');
      expect(String(push.body['phone']).startsWith(DE)).toBe(true);
      expect(push.body['key']).toBe(hub.key);
      expect(push.body['action']).toBe('PUSH_SMS');
    }
    expect(pushes.map((p) => [p.body['phoneFrom'], p.body['text']]).sort()).toEqual([['+4915112345678', 'hello there'], ['OK.ru', 'OK: 123456 is your code']]);
    await hub.finish(sold.body['activationId'] as number, 3);
  });

  it('retries a push every HUB_PUSH_RETRY_MS while the hub errs or is down, and never again after SUCCESS', async () => {
    const retryMs = 1000;
    const sold = await getNumber('fb');
    const sim = sims.find((s) => s.number === `+${String(sold.body['number'])}`) as TestSim;
    hub.answerPushesWith('error');
    await agent.sms(sim, 'Facebook', 'FB-55555 is your code');
    // A number is sold again for other services: its earlier pushes are told apart by their text.
    const first = (await hub.waitForPushes(1, (p) => p.body['phone'] === sold.body['number'] && p.body['text'] === 'FB-55555 is your code'))[0];
    const smsId = first.body['smsId'] as number;
    await hub.waitForPushes(2, (p) => p.body['smsId'] === smsId);
    hub.answerPushesWith('down');
    await hub.waitForPushes(4, (p) => p.body['smsId'] === smsId);
    // The system's own record of its attempts: each next one is set the interval after the last began.
    const { rows } = await db.query(
      `SELECT attempts, state, (extract(epoch FROM next_attempt_at - last_attempt_at) * 1000)::int AS spacing FROM activations.hub_pushes WHERE sms_id = $1`,
      [smsId],
    );
    expect(rows[0]).toMatchObject({ state: 'pending', spacing: retryMs });
    expect(rows[0]['attempts']).toBeGreaterThanOrEqual(4);

    hub.answerPushesWith('success');
    await hub.waitForPushes(1, (p) => p.body['smsId'] === smsId && p.answered === 'success');
    await waitForState(db, smsId, 'sent');
    // Another SMS retried twice after that: the answered one is not among the attempts.
    hub.answerPushesWith('error');
    await agent.sms(sim, 'Facebook', 'FB-66666 is your code');
    const later = (await hub.waitForPushes(1, (p) => p.body['phone'] === sold.body['number'] && p.body['text'] === 'FB-66666 is your code'))[0];
    await hub.waitForPushes(2, (p) => p.body['smsId'] === later.body['smsId']);
    const attempts = hub.pushesOf(smsId);
    expect(attempts.filter((p) => p.answered === 'success')).toHaveLength(1);
    expect(attempts.at(-1)?.answered).toBe('success');
    hub.answerPushesWith('success');
    await waitForState(db, later.body['smsId'] as number, 'sent');
  });

  it('keeps pushes across a restart of activations: none lost, none sent again after SUCCESS', async () => {
    const sold = await getNumber('wa');
    const phone = sold.body['number'];
    const sim = sims.find((s) => s.number === `+${String(phone)}`) as TestSim;
    hub.answerPushesWith('down');
    await agent.sms(sim, 'WhatsApp', 'WhatsApp code 111-111');
    const ours = (p: { body: Record<string, unknown> }) => p.body['phone'] === phone && String(p.body['text']).startsWith('WhatsApp code');
    const first = (await hub.waitForPushes(1, ours))[0];
    await system.set.get('activations').stop();
    // Arrives while activations is away: JetStream keeps it.
    await agent.sms(sim, 'WhatsApp', 'WhatsApp code 222-222');
    hub.answerPushesWith('success');
    system.set.restart('activations');
    const delivered = await hub.waitForPushes(2, (p) => ours(p) && p.answered === 'success', 90_000);
    expect(new Set(delivered.map((p) => p.body['smsId']))).toEqual(new Set([first.body['smsId'], delivered.find((p) => p.body['smsId'] !== first.body['smsId'])?.body['smsId']]));
    // A later SMS is the barrier: by the time it is pushed, a repeat of the first two would have come.
    await agent.sms(sim, 'WhatsApp', 'WhatsApp code 333-333');
    await hub.waitForPushes(3, (p) => ours(p) && p.answered === 'success', 60_000);
    for (const push of delivered) expect(hub.pushesOf(push.body['smsId'] as number).filter((p) => p.answered === 'success')).toHaveLength(1);
    await hub.finish(sold.body['activationId'] as number, 4);
  }, 150_000);

  it('lists the hub, its sales and its pushes in the back office', async () => {
    const admin = await adminToken(system);
    const hubs = await system.http.get<Array<{ _id: string; keyHint: string }>>('/admin/hubs', admin);
    expect(hubs.status).toBe(200);
    expect(hubs.body[0]?.keyHint).toBe(hub.key.slice(-4));
    expect(JSON.stringify(hubs.body)).not.toContain(hub.key);
    const sales = await system.http.get<{ total: number; items: Array<{ state: string }> }>(`/admin/hubs/${hubs.body[0]._id}/sales?state=sold`, admin);
    expect(sales.body.items.every((s) => s.state === 'sold')).toBe(true);
    expect(sales.body.total).toBeGreaterThanOrEqual(2);
    const pushes = await system.http.get<{ items: Array<{ state: string; smsId: number }> }>(`/admin/hubs/pushes?hubId=${hubs.body[0]._id}&state=sent`, admin);
    expect(pushes.body.items.length).toBeGreaterThanOrEqual(4);
    // The sales switch and maintenance stop hub sales too.
    // (A service asked for the first time here: no price of it is kept from before the switch.)
    const offered = await system.http.request('PUT', `/admin/hubs/${hubs.body[0]._id}/offer`, { body: { services: ['tg', 'wa', 'vk', 'ok', 'fb', 'ig'], countries: ['DE'], minPayouts: { tg: 0.1 } }, token: admin });
    expect(offered.body).toMatchObject({ services: ['tg', 'wa', 'vk', 'ok', 'fb', 'ig'] });
    expect((await system.http.patch('/admin/services/enabled', { enabled: false }, admin)).status).toBe(200);
    expect((await getNumber('ig')).body).toEqual({ status: 'NO_NUMBERS' });
    expect((await system.http.patch('/admin/services/enabled', { enabled: true }, admin)).status).toBe(200);
    expect((await system.http.post('/admin/mode', { maintenance: true }, admin)).status).toBe(200);
    expect((await hub.getServices()).body).toEqual({ countryList: [], status: 'SUCCESS' });
    expect((await getNumber('ig')).body).toEqual({ status: 'NO_NUMBERS' });
    expect((await system.http.post('/admin/mode', { maintenance: false }, admin)).status).toBe(200);
    const disabled = await system.http.patch<{ enabled: boolean }>(`/admin/hubs/${hubs.body[0]._id}/enabled`, { enabled: false }, admin);
    expect(disabled.body.enabled).toBe(false);
    // Audited as every admin change: who, the record before, and never the key.
    const audit = await system.http.get<{ items: Array<{ action: string; before: { enabled?: boolean } | null; request: unknown }> }>('/admin/audit?action=hubs', admin);
    expect(audit.body.items.find((e) => e.action === 'PATCH /admin/hubs/:id/enabled')?.before?.enabled).toBe(true);
    const added = audit.body.items.find((e) => e.action === 'POST /admin/hubs');
    expect(added?.request).toMatchObject({ protocolKey: '[redacted]' });
    expect(JSON.stringify(audit.body)).not.toContain(hub.key);
    expect((await hub.getServices()).body).toEqual({ countryList: [], status: 'SUCCESS' });
    expect((await getNumber('wa')).body).toEqual({ status: 'NO_NUMBERS' });
    const privateUrl = await system.http.patch(`/admin/hubs/${hubs.body[0]._id}`, { pushUrl: 'http://10.1.2.3/agent/api/sms' }, admin);
    expect(privateUrl.status).toBe(400);
  });
});

function waitForState(db: Client, smsId: number, state: string): Promise<true> {
  return waitFor(async () => ((await db.query(`SELECT state FROM activations.hub_pushes WHERE sms_id = $1`, [smsId])).rows[0]?.['state'] === state ? true : undefined), `push ${smsId} ${state}`);
}
