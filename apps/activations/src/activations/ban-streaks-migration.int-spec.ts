import { migrateDatabase, serviceDataSourceOptions } from '@simrelay/persistence';
import { createTestDatabase, migrationsKey, resolveTestInfrastructure, TestDatabase } from '@simrelay/testing';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ACTIVATIONS_SCHEMA, activationsMigrations } from '../activations.schema';
import { migrateActivations } from '../cli/migrate';
import { BanStreaks1765500000000 } from '../migrations/1765500000000-ban-streaks';

/** The migrations before the streak became a count: a database as an earlier release left it. */
const BEFORE = activationsMigrations.slice(0, activationsMigrations.indexOf(BanStreaks1765500000000));
const KEY = migrationsKey([join(__dirname, '..', 'migrations')]);

/**
 * Upgrading keeps every user's streak: the count starts from the rows as the old query counted
 * them (ends without SMS, not forgiven, bought after the user's last activation with a code).
 */
describe('migration: ban streaks as a count', () => {
  let database: TestDatabase;
  let db: Client;

  beforeAll(async () => {
    const infra = await resolveTestInfrastructure();
    database = await createTestDatabase(infra.databaseUrl, `activations_before_streaks_${KEY}`, async (url) => {
      await migrateDatabase((u) => new DataSource(serviceDataSourceOptions({ url: u, schema: ACTIVATIONS_SCHEMA, entities: [], migrations: BEFORE, poolSize: 1 })), url);
    });
    db = new Client({ connectionString: database.url });
    await db.connect();
  }, 60_000);
  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  it("fills each user's streak from their activations", async () => {
    const [coded, forgiven, fresh, clean] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    let minute = 0;
    const bought = async (userId: string, status: string, isForgiven = false) =>
      db.query(
        `INSERT INTO activations.activations (id, user_id, number_id, number, service, country, price_micros, hold_id, status, ban_limit, forgiven, expires_at, created_at)
         VALUES ($1, $2, $3, '+447700900001', 'tg', 'GB', 100000, $4, $5, 5, $6, now(), now() - interval '1 day' + $7 * interval '1 minute')`,
        [randomUUID(), userId, randomUUID(), randomUUID(), status, isForgiven, ++minute],
      );
    // Two without SMS, a code, then three without: three count.
    for (const status of ['cancelled', 'timeout', 'finished', 'cancelled', 'no_sms', 'blocked']) await bought(coded, status);
    // Counted by a ban already, then one more.
    for (const status of ['cancelled', 'cancelled']) await bought(forgiven, status, true);
    await bought(forgiven, 'timeout');
    // Still open ones do not count; an open one with a code ends the streak before it.
    for (const status of ['cancelled', 'received', 'active']) await bought(fresh, status);
    await bought(clean, 'finished');

    expect(await migrateActivations(database.url)).toEqual(expect.arrayContaining(['BanStreaks1765500000000']));
    const { rows } = await db.query<{ user_id: string; without_sms: number }>(`SELECT user_id, without_sms FROM activations.ban_streaks`);
    expect(new Map(rows.map((r) => [r.user_id, r.without_sms]))).toEqual(new Map([[coded, 3], [forgiven, 1]]));
    const columns = await db.query(`SELECT 1 FROM information_schema.columns WHERE table_schema = 'activations' AND table_name = 'activations' AND column_name = 'forgiven'`);
    expect(columns.rowCount).toBe(0);
  });
});
