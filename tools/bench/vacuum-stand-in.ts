/**
 * Autovacuum's work, done by the benchmark when the server has autovacuum off (as this machine's
 * PostgreSQL has): once a minute (autovacuum's naptime), every table of the benchmark's database
 * past autovacuum's default thresholds is vacuumed or analyzed, on a connection of its own that
 * the CPU table shows apart. Without it a run longer than a minute measures tables no running
 * system has: dead outbox rows that every relay take walks past, statistics of empty tables.
 */
import { Client } from 'pg';
import { nameProcess } from './process-cpu';

const NAPTIME_MS = 60_000;

interface TableStats {
  name: string;
  live: number;
  dead: number;
  inserted: number;
  modified: number;
}

/** What autovacuum would do to a table now, with its default thresholds; null for nothing. */
function autovacuumWork(t: TableStats): 'VACUUM (ANALYZE)' | 'VACUUM' | 'ANALYZE' | null {
  const vacuum = t.dead > 50 + 0.2 * t.live || t.inserted > 1000 + 0.2 * t.live;
  const analyze = t.modified > 50 + 0.1 * t.live;
  return vacuum ? (analyze ? 'VACUUM (ANALYZE)' : 'VACUUM') : analyze ? 'ANALYZE' : null;
}

export class VacuumStandIn {
  private timer?: NodeJS.Timeout;
  private running = Promise.resolve();

  private constructor(private readonly client: Client) {}

  /** Started when the server's autovacuum is off; undefined when it is on (it does this itself). */
  static async start(databaseUrl: string): Promise<VacuumStandIn | undefined> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const [setting] = (await client.query<{ autovacuum: string }>('SHOW autovacuum')).rows;
    if (setting?.autovacuum === 'on') {
      await client.end();
      return undefined;
    }
    const [backend] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
    if (backend) nameProcess(backend.pid, "postgres (vacuum in autovacuum's stead)");
    const standIn = new VacuumStandIn(client);
    standIn.timer = setInterval(() => (standIn.running = standIn.running.then(() => standIn.pass())), NAPTIME_MS);
    return standIn;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    await this.client.end();
  }

  /** One of autovacuum's rounds over the database. */
  private async pass(): Promise<void> {
    const { rows } = await this.client.query<TableStats>(
      `SELECT format('%I.%I', schemaname, relname) AS name, n_live_tup::int AS live, n_dead_tup::int AS dead,
              n_ins_since_vacuum::int AS inserted, n_mod_since_analyze::int AS modified
         FROM pg_stat_user_tables`,
    );
    for (const table of rows) {
      const work = autovacuumWork(table);
      if (work) await this.client.query(`${work} ${table.name}`).catch((error: Error) => console.warn(`${work} ${table.name}: ${error.message}`));
    }
  }
}
