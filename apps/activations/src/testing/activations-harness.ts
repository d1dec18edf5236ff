import { loadConfig } from '@simrelay/config';
import { AgentSmsReport, AgentStatusReport, AgentSubjects, CodeRuleView, CountryView, DomainError } from '@simrelay/contracts';
import { createLogger } from '@simrelay/logging';
import { MessagingContext } from '@simrelay/messaging';
import { clearNamespace, createTestDatabase, migrationsKey, resolveTestInfrastructure, serviceTestEnv, uniqueNamespace, waitFor } from '@simrelay/testing';
import { createHash, randomUUID } from 'node:crypto';
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

/** An SMS report as an agent sends it, with a key of its own. */
export function smsReport(agentId: string, sim: { iccid: string; port: string }, sender: string, text: string): AgentSmsReport {
  const key = createHash('sha256').update(randomUUID()).digest('hex');
  const now = new Date().toISOString();
  return {
    key, agentId, iccid: sim.iccid, imsi: null, number: null, port: sim.port, sender, senderType: 'alphanumeric', smsc: null, text,
    encoding: 'gsm7', sentAt: now, receivedAt: now, parts: 1, partial: false, missing: [], pdus: ['00'],
  };
}

/** Activations in-process on its own database and namespace, its peers stood in on NATS; `settings` over the test environment. */
export async function startActivationsHarness(priceMicros = 500_000, settings: Record<string, string> = {}) {
  const infra = await resolveTestInfrastructure();
  const database = await createTestDatabase(infra.databaseUrl, `activations_${KEY}`, async (url) => {
    await migrateActivations(url);
  });
  const namespace = uniqueNamespace();
  const env = loadConfig(ActivationsEnv, { ...serviceTestEnv(infra, database.url, namespace), LOG_LEVEL: 'silent', ACTIVATION_SWEEP_MS: '100', ...settings });
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
    /** A report into the agents' stream; the stream keeps one message per `msgID` (the report's key unless told). */
    async publishSms(report: AgentSmsReport, msgID = report.key): Promise<void> {
      await client.js.publish(client.namespace.subject(AgentSubjects.sms(report.agentId)), codec.encode(report), { msgID });
    },
    /** Every outbox row published (a row is deleted once JetStream has it). */
    outboxEmpty(): Promise<true> {
      return waitFor(async () => ((await dataSource.query(`SELECT count(*)::int AS n FROM activations.outbox`))[0].n === 0 ? true : undefined), 'the outbox to empty');
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
