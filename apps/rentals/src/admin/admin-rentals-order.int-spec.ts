import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AdminRentalsPage, AdminRentalsQuery, validateMessage } from '@simrelay/contracts';
import { createLogger } from '@simrelay/logging';
import { createTestDatabase, migrationsKey, resolveTestInfrastructure, TestDatabase } from '@simrelay/testing';
import { DataSource } from 'typeorm';
import { migrateRentals } from '../cli/migrate';
import { Clock } from '../clock';
import { RentalLeases } from '../rentals/rental-leases';
import { Rental } from '../rentals/rental.entity';
import { rentalsDataSource } from '../rentals.data-source';
import { RestoreService } from '../restore/restore.service';
import { AdminRentalsService } from './admin-rentals.service';

const KEY = migrationsKey([join(__dirname, '..', 'migrations')]);
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('rentals: the back office\'s rentals list, sorted in SQL', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let service: AdminRentalsService;
  const userId = randomUUID();

  beforeAll(async () => {
    const infra = await resolveTestInfrastructure();
    database = await createTestDatabase(infra.databaseUrl, `rentals_${KEY}`, async (url) => {
      await migrateRentals(url);
    });
    dataSource = await rentalsDataSource(database.url, 2).initialize();
    // Listing reads the database and the clock only: the lease and restore collaborators are never called.
    service = new AdminRentalsService(dataSource, {} as RentalLeases, {} as RestoreService, new Clock(), createLogger('rentals', 'silent'));
    // Placed in this order; number, service, state and start disagree with it; two share a service.
    const rows = [
      { number: '+447700900002', service: 'wa', state: 'active', startedAt: day(3) },
      { number: '+447700900003', service: 'tg', state: 'finished', startedAt: day(1) },
      { number: '+447700900001', service: 'wa', state: 'cancelled', startedAt: day(2) },
    ] as const;
    for (const [index, row] of rows.entries()) {
      await dataSource.getRepository(Rental).insert({
        id: randomUUID(), userId, requestKey: randomUUID(), country: 'GB', carrier: null, service: row.service, numberId: randomUUID(), number: row.number,
        state: row.state, periodHours: 24, startedAt: row.startedAt, endsAt: new Date(row.startedAt.getTime() + 86_400_000), endedAt: null, reservedUntil: null,
        createdAt: day(index + 1),
      });
    }
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  // Through the contract, as the controller receives it.
  const list = async (query: object): Promise<AdminRentalsPage> => service.list(await validateMessage(AdminRentalsQuery, { userId, ...query }));
  const numbers = (page: AdminRentalsPage) => page.items.map((rental) => rental.number);

  it('keeps newest first without a sort', async () => {
    expect(numbers(await list({}))).toEqual(['+447700900001', '+447700900003', '+447700900002']);
  });

  it('sorts by order number, number, state and start either way', async () => {
    const placed = await list({ sort: 'orderNumber', order: 'asc' });
    expect(numbers(placed)).toEqual(['+447700900002', '+447700900003', '+447700900001']);
    expect(placed.items.map((r) => r.orderNumber)).toEqual([...placed.items.map((r) => r.orderNumber)].sort((a, b) => a - b));
    expect(numbers(await list({ sort: 'number' }))).toEqual(['+447700900001', '+447700900002', '+447700900003']);
    expect((await list({ sort: 'state', order: 'desc' })).items.map((r) => r.state)).toEqual(['finished', 'cancelled', 'active']);
    expect(numbers(await list({ sort: 'startedAt' }))).toEqual(['+447700900003', '+447700900001', '+447700900002']);
  });

  it('breaks equal services by id: pages neither repeat nor skip, and descending is the exact reverse', async () => {
    const whole = (await list({ sort: 'service' })).items;
    expect(whole.map((r) => r.service)).toEqual(['tg', 'wa', 'wa']);
    const paged = [];
    for (let page = 1; page <= 3; page++) paged.push(...(await list({ sort: 'service', page, limit: 1 })).items.map((r) => r._id));
    expect(paged).toEqual(whole.map((r) => r._id));
    expect((await list({ sort: 'service', order: 'desc' })).items.map((r) => r._id)).toEqual(whole.map((r) => r._id).reverse());
  });
});
