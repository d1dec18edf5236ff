import { loadConfig } from '@simrelay/config';
import { AgentStatusReport, AgentSubjects, CodeRuleView, CountryView, DomainError } from '@simrelay/contracts';
import { createLogger } from '@simrelay/logging';
import { MessagingContext } from '@simrelay/messaging';
import { clearNamespace, createTestDatabase, migrationsKey, resolveTestInfrastructure, serviceTestEnv, uniqueNamespace } from '@simrelay/testing';
import { join } from 'node:path';
import { JSONCodec } from 'nats';
import { DataSource } from 'typeorm';
import { activationsDataSource } from '../activations.data-source';
import { RunningService, startActivations } from '../activations.bootstrap';
import { migrateActivations } from '../cli/migrate';
import { ActivationsEnv } from '../config';
import { PeerStandIns } from './peer-stand-ins';

const KEY = migrationsKey([join(__dirname, '..', 'migrations')]);
const codec = JSONCodec<unknown>();

export const TEST_RULES: CodeRuleView[] = [
  { service: 'tg', pattern: 'telegram[^0-9]*([0-9]{5})', senders: ['Telegram'] },
  { service: 'wa', pattern: 'whatsapp[^0-9]*([0-9]{3}-?[0-9]{3})', senders: ['WhatsApp'] },
  { service: 'vk', senders: ['VK'], callDigits: 4 },
];
export const TEST_COUNTRIES: CountryView[] = [
  { code: 'GB', dialPrefix: '+44', name: { en: 'United Kingdom', ru: 'Великобритания', uk: 'Велика Британія' }, carriers: [{ code: 'o2', name: 'O2' }] } as CountryView,
];

/** GB SIMs (O2) for heartbeats. */
export function sims(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    iccid: `894410${String(i).padStart(13, '0')}`, imsi: `23410${String(i).padStart(10, '0')}`, number: `+447700${String(900000 + i)}`, port: `/dev/ttyP${i}`,
  }));
}

/** Activations in-process on its own database and namespace, its peers stood in on NATS. */
export async function startActivationsHarness(priceMicros = 500_000) {
  const infra = await resolveTestInfrastructure();
  const database = await createTestDatabase(infra.databaseUrl, `activations_${KEY}`, async (url) => {
    await migrateActivations(url);
  });
  const namespace = uniqueNamespace();
  const env = loadConfig(ActivationsEnv, { ...serviceTestEnv(infra, database.url, namespace), LOG_LEVEL: 'silent', ACTIVATION_SWEEP_MS: '100' });
  const client = await MessagingContext.connect({ service: 'test', natsUrl: infra.natsUrl, namespace });
  const peers = new PeerStandIns(client, priceMicros, TEST_RULES, TEST_COUNTRIES);
  const service: RunningService = await startActivations(env, createLogger('activations', 'silent'));
  const dataSource: DataSource = await activationsDataSource(database.url, 3).initialize();

  return {
    env, client, peers, dataSource,
    request: <T>(subject: string, data: object) => client.rpc.request<T>(subject, data, 30_000),
    async failure(subject: string, data: object): Promise<DomainError> {
      try {
        await client.rpc.request(subject, data, 30_000);
      } catch (error) {
        return error as DomainError;
      }
      throw new Error(`${subject} unexpectedly succeeded`);
    },
    /** One heartbeat from an agent holding these SIMs, all ready. */
    async heartbeat(agentId: string, list: ReturnType<typeof sims>): Promise<void> {
      const report: AgentStatusReport = {
        agentId, at: new Date().toISOString(), uptimeSeconds: 1, outbox: { pending: 0, acked: 0, published: 0, publishFailures: 0 },
        modems: list.map((sim) => ({
          port: sim.port, state: 'ready', family: 'generic', manufacturer: null, model: null, iccid: sim.iccid, imsi: sim.imsi, number: sim.number,
          operatorName: 'O2 - UK', mccMnc: '23410', signal: null, registration: null, lastError: null,
          counts: { smsReceived: 0, smsDeleted: 0, calls: 0, timeouts: 0, resets: 0, reopens: 0 }, slotsInFlight: 0,
        })),
      };
      client.connection.publish(client.namespace.subject(AgentSubjects.status(agentId)), codec.encode(report));
      await client.connection.flush();
    },
    async close() {
      await service.close();
      peers.close();
      await clearNamespace(namespace, client.jsm, infra.redisUrl);
      await client.close();
      await dataSource.destroy();
      await database.drop();
    },
  };
}

export type ActivationsHarness = Awaited<ReturnType<typeof startActivationsHarness>>;
