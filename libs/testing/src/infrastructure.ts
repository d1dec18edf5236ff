import { createConnection } from 'node:net';

export interface TestInfrastructure {
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
}

const DEFAULTS: TestInfrastructure = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: 'redis://127.0.0.1:6379',
  natsUrl: 'nats://127.0.0.1:4222',
};

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const parsed = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: parsed.hostname, port: Number(parsed.port || defaultPort) });
    // A loaded machine can take seconds to accept: only a refusal or a long silence means down.
    socket.setTimeout(10_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** Servers started by testcontainers live for the whole run; jest's teardown stops them. */
const started: Array<{ stop: () => Promise<unknown> }> = [];

async function startContainers(missing: Array<keyof TestInfrastructure>, found: TestInfrastructure): Promise<TestInfrastructure> {
  // Loaded lazily: most runs have the servers already and never need Docker.
  const { GenericContainer, Wait } = await import('testcontainers');
  const result = { ...found };
  for (const key of missing) {
    if (key === 'databaseUrl') {
      const c = await new GenericContainer('postgres:15-alpine')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
        .start();
      started.push(c);
      result.databaseUrl = `postgres://postgres@${c.getHost()}:${c.getMappedPort(5432)}/postgres`;
    } else if (key === 'redisUrl') {
      const c = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
      started.push(c);
      result.redisUrl = `redis://${c.getHost()}:${c.getMappedPort(6379)}`;
    } else {
      const c = await new GenericContainer('nats:2.10-alpine').withCommand(['-js']).withExposedPorts(4222).start();
      started.push(c);
      result.natsUrl = `nats://${c.getHost()}:${c.getMappedPort(4222)}`;
    }
  }
  return result;
}

/**
 * Real servers for tests: the URLs in the environment when set, else the localhost
 * defaults, else containers when a Docker engine answers. Never an in-memory stand-in.
 */
export async function resolveTestInfrastructure(env: NodeJS.ProcessEnv = process.env): Promise<TestInfrastructure> {
  const wanted: TestInfrastructure = {
    databaseUrl: env['DATABASE_URL'] || DEFAULTS.databaseUrl,
    redisUrl: env['REDIS_URL'] || DEFAULTS.redisUrl,
    natsUrl: env['NATS_URL'] || DEFAULTS.natsUrl,
  };
  const checks = await Promise.all([
    reachable(wanted.databaseUrl, 5432),
    reachable(wanted.redisUrl, 6379),
    reachable(wanted.natsUrl, 4222),
  ]);
  const keys: Array<keyof TestInfrastructure> = ['databaseUrl', 'redisUrl', 'natsUrl'];
  const missing = keys.filter((_, i) => !checks[i]);
  if (missing.length === 0) return wanted;
  try {
    return await startContainers(missing, wanted);
  } catch (error) {
    throw new Error(
      `Tests need PostgreSQL, Redis and NATS (JetStream). Not reachable: ${missing.map((k) => wanted[k]).join(', ')}; ` +
        `no container runtime either (${(error as Error).message}). Start them (see README) or set DATABASE_URL, REDIS_URL, NATS_URL.`,
    );
  }
}

export async function stopTestContainers(): Promise<void> {
  await Promise.all(started.splice(0).map((c) => c.stop()));
}
