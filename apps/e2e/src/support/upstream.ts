import { ActivationView, ExecutorView, ResellsPage, ResellView } from '@simrelay/contracts';
import { FakeFiveSimProvider, FakeSmsActivateProvider, startFakeFiveSimProvider, startFakeSmsActivateProvider, waitFor } from '@simrelay/testing';
import type { Account } from './accounts';
import type { TestSim } from './agent-reports';
import { startSystemWithSims, SystemWithSims } from './sim-system';
import type { SystemOptions } from './system';

/**
 * The backend with SIMs of its own and two upstream providers beside it (an SMS-Activate-
 * compatible one named `sa`, a 5sim-compatible one named `fivesim`), connected as an operator
 * connects them: through the admin API.
 */
export async function startSystemWithUpstreams(sims: TestSim[], options: SystemOptions = {}) {
  const [sa, fivesim] = await Promise.all([startFakeSmsActivateProvider(), startFakeFiveSimProvider()]);
  let sut: SystemWithSims;
  try {
    sut = await startSystemWithSims(sims, { ...options, env: { UPSTREAM_POLL_MS: '200', ...options.env } });
  } catch (error) {
    await Promise.all([sa.close(), fivesim.close()]);
    throw error;
  }
  const { system, admin } = sut;
  const addExecutor = async (body: object) => {
    const reply = await system.http.post<ExecutorView>('/admin/executors', body, admin);
    if (reply.status !== 201) throw new Error(`executor not added: ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  const executors = {
    sa: await addExecutor({ name: 'sa', kind: 'sms-activate', baseUrl: sa.handlerUrl, apiKey: sa.market.apiKey, maxCost: 1, marginPercent: 50, requestsPerSecond: 50 }),
    fivesim: await addExecutor({ name: 'fivesim', kind: '5sim', baseUrl: fivesim.apiUrl, apiKey: fivesim.market.apiKey, maxCost: 1, marginPercent: 50, requestsPerSecond: 50 }),
  };
  const resells = async (query = '') => (await system.http.get<ResellsPage>(`/admin/resells${query}`, admin)).body;
  return {
    ...sut,
    sa,
    fivesim,
    executors,
    resells,
    /** The resell of an activation once it is in one of these states. */
    resellIn: (activationId: string, states: ResellView['state'][], timeoutMs = 20_000) =>
      waitFor(async () => (await resells('?limit=200')).items.find((r) => r.activationId === activationId && states.includes(r.state)), `resell in ${states.join('/')}`, timeoutMs),
    /** The buyer's activation once its status is one of these. */
    activationIn: (account: Account, activationId: string, statuses: ActivationView['status'][], timeoutMs = 20_000) =>
      waitFor(async () => {
        const page = await system.http.get<{ items: ActivationView[] }>('/activations?limit=100', account.token);
        return page.body.items.find((a) => a.activationId === activationId && statuses.includes(a.status));
      }, `activation ${statuses.join('/')}`, timeoutMs),
    balance: async (account: Account) => (await system.http.get<{ balance: number }>('/users/balance', account.token)).body.balance,
    /** Waits for the balance to become this: billing settles a hold just after the activation ends. */
    balanceReaches: (account: Account, expected: number) =>
      waitFor(async () => {
        const { balance } = (await system.http.get<{ balance: number }>('/users/balance', account.token)).body;
        return Math.round(balance * 100) === Math.round(expected * 100) ? true : undefined;
      }, `the balance ${expected}`),
    async stop() {
      await sut.stop();
      await Promise.all([sa.close(), fivesim.close()]);
    },
  };
}

export type SystemWithUpstreams = Awaited<ReturnType<typeof startSystemWithUpstreams>>;
export type { FakeFiveSimProvider, FakeSmsActivateProvider };
