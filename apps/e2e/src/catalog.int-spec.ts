import { adminToken, registerVerified } from './support/accounts';
import { runToEnd } from './support/processes';
import { startSystem, System } from './support/system';

interface Offer { _id: string; code: string; name: string; price: number; count: number }
interface ServicesPage { country: string; enabled: boolean; items: Offer[] }
interface AdminOffer { _id: string; service: string; country: string; price: number; pattern: string | null }

/** The catalog through the gateway: every call, every admin change, every bad input. */
describe('catalog', () => {
  let system: System;
  let admin: string;

  beforeAll(async () => {
    system = await startSystem();
    admin = await adminToken(system);
  }, 90_000);
  afterAll(() => system?.stop());

  const services = (query: string) => system.http.get<ServicesPage>(`/services?${query}`);
  const adminOffers = async (country: string) => (await system.http.get<{ items: AdminOffer[] }>(`/admin/services?country=${country}`, admin)).body.items;
  const offerOf = async (country: string, service: string) => (await adminOffers(country)).find((o) => o.service === service) as AdminOffer;

  describe('public lists', () => {
    it('lists at least 25 countries with carriers and names in three languages', async () => {
      const reply = await system.http.get<Array<{ code: string; dialPrefix: string; name: Record<string, string>; carriers: unknown[]; available: number }>>('/services/countries');
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBeGreaterThanOrEqual(25);
      const ua = reply.body.find((c) => c.code === 'UA');
      // No SIM reported here: no stock is invented.
      expect(ua).toMatchObject({ dialPrefix: '+380', name: { en: 'Ukraine', ru: 'Украина', uk: 'Україна' }, available: 0 });
      expect(reply.body.every((c) => c.carriers.length >= 2)).toBe(true);
    });

    it('lists at least 60 services for a country with dollar prices and no invented stock', async () => {
      const reply = await services('country=UA');
      expect(reply.status).toBe(200);
      expect(reply.body.enabled).toBe(true);
      expect(reply.body.items.length).toBeGreaterThanOrEqual(60);
      for (const item of reply.body.items) {
        expect(item.price).toBeGreaterThan(0);
        expect(item.count).toBe(0);
      }
      expect(reply.body.items.map((i) => i.code)).toEqual(expect.arrayContaining(['tg', 'wa', 'go', 'fb', 'ig', 'ds', 'tw']));
    });

    it('searches by Latin letters, case-insensitive, prefix before substring', async () => {
      expect((await services('country=UA&search=TELE')).body.items[0]).toMatchObject({ code: 'tg' });
      const gram = (await services('country=UA&search=gram')).body.items.map((i) => i.code);
      expect(gram).toEqual(expect.arrayContaining(['tg', 'ig']));
      expect((await services('country=UA&search=zzzz')).body.items).toEqual([]);
      const cyrillic = await services(`country=UA&search=${encodeURIComponent('Телеграм')}`);
      expect([cyrillic.status, cyrillic.body]).toMatchObject([400, { fields: { search: 'search' } }]);
    });

    it('filters by carrier and refuses bad countries and carriers', async () => {
      expect((await services('country=UA&carrier=kyivstar')).status).toBe(200);
      expect((await services('country=XX')).status).toBe(404);
      expect((await services('country=ua')).body).toMatchObject({ statusCode: 400, fields: { country: 'country' } });
      expect((await services('')).body).toMatchObject({ fields: { country: 'required' } });
      expect((await services('country=UA&carrier=BAD!')).body).toMatchObject({ fields: { carrier: 'carrier' } });
      expect((await services('country=UA&limit=5')).body).toMatchObject({ fields: { limit: 'unknown' } });
    });

    it('prices one activation, and says 422 for a service it does not sell', async () => {
      const tg = await system.http.get('/services/otp?country=UA&service=tg');
      expect(tg.status).toBe(200);
      expect(tg.body).toMatchObject({ service: 'tg', country: 'UA', carrier: null, name: 'Telegram' });
      expect(tg.body['priceMicros']).toBe(Math.round((tg.body['price'] as number) * 1e6));
      const unknown = await system.http.get('/services/otp?country=UA&service=zz');
      expect([unknown.status, unknown.body['message']]).toEqual([422, 'The specified service is not supported']);
      expect((await system.http.get('/services/otp?country=UA')).body).toMatchObject({ fields: { service: 'required' } });
    });

    it('shows the rental table with its 24-hour default period', async () => {
      const reply = await system.http.get<{ defaultPeriodHours: number; rows: Array<{ service: string | null; periodHours: number; price: number }> }>(
        '/services/rental?country=UA',
      );
      expect(reply.body.defaultPeriodHours).toBe(24);
      expect(reply.body.rows.map((r) => r.periodHours)).toEqual([24, 72, 168, 720]);
      expect(reply.body.rows.every((r) => r.service === null && r.price > 0)).toBe(true);
    });
  });

  describe('admin changes (and the cache sees them at once)', () => {
    it('sets a price; the public list and the price call show it immediately', async () => {
      await services('country=PL'); // warm the cache
      const offer = await offerOf('PL', 'wa');
      const changed = await system.http.post(`/admin/services/price/${offer._id}`, { price: 1.2345 }, admin);
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ _id: offer._id, price: 1.2345 });
      expect((await services('country=PL')).body.items.find((i) => i.code === 'wa')?.price).toBe(1.2345);
      expect((await system.http.get('/services/otp?country=PL&service=wa')).body).toMatchObject({ price: 1.2345, priceMicros: 1234500 });
    });

    it.each([[-1], [0], [1000.01], ['abc'], [1.23456], [null], [Number.MAX_SAFE_INTEGER]])('refuses price %j with 400', async (price) => {
      const offer = await offerOf('PL', 'tg');
      const reply = await system.http.post(`/admin/services/price/${offer._id}`, { price }, admin);
      expect([reply.status, reply.body['fields']]).toEqual([400, { price: 'price' }]);
    });

    it('refuses a price for an offer that does not exist or a malformed id', async () => {
      expect((await system.http.post('/admin/services/price/6f1c1c1e-1111-4111-8111-111111111111', { price: 1 }, admin)).status).toBe(404);
      expect((await system.http.post('/admin/services/price/nope', { price: 1 }, admin)).status).toBe(400);
    });

    it('sets a code pattern and refuses unsafe or malformed ones', async () => {
      const ok = await system.http.patch('/admin/services/pattern/', { service: 'ds', pattern: 'discord code (\\d{6})', senders: ['Discord'] }, admin);
      expect([ok.status, ok.body]).toEqual([200, { service: 'ds', pattern: 'discord code (\\d{6})', senders: ['Discord'] }]);
      expect((await offerOf('UA', 'ds')).pattern).toBe('discord code (\\d{6})');
      for (const pattern of ['(', 'no groups \\d+', '(\\d+)-(\\d+)']) {
        const bad = await system.http.patch('/admin/services/pattern/', { service: 'ds', pattern }, admin);
        expect(bad.status).toBe(400);
        expect(Object.keys(bad.body['fields'] as object)).toEqual(['pattern']);
      }
      expect((await system.http.patch('/admin/services/pattern/', { service: 'nope', pattern: '(\\d+)' }, admin)).status).toBe(422);
      expect((await system.http.patch('/admin/services/pattern/', { service: 'ds', pattern: 'x'.repeat(301) }, admin)).body['fields']).toEqual({ pattern: 'long' });
    });

    it('adds a new service to a country, then deletes the offer; lists follow at once', async () => {
      const missingName = await system.http.post('/admin/services/add', { service: 'zq', country: 'UA', price: 0.5 }, admin);
      expect([missingName.status, missingName.body['fields']]).toEqual([400, { name: 'required' }]);
      const added = await system.http.post<AdminOffer>('/admin/services/add', { service: 'zq', name: 'Zeta Quest', country: 'UA', price: 0.5 }, admin);
      expect(added.status).toBe(201);
      expect((await services('country=UA&search=zeta')).body.items).toEqual([expect.objectContaining({ code: 'zq', price: 0.5 })]);
      expect((await system.http.request('DELETE', `/admin/services/delete/${added.body._id}`, { token: admin })).status).toBe(200);
      expect((await services('country=UA&search=zeta')).body.items).toEqual([]);
      expect((await system.http.request('DELETE', `/admin/services/delete/${added.body._id}`, { token: admin })).status).toBe(404);
      expect((await system.http.post('/admin/services/add', { service: 'zq', country: 'XX', price: 0.5 }, admin)).status).toBe(404);
      expect((await system.http.post('/admin/services/add', { service: 'zq', country: 'UA', price: 0.5, carrier: 'nope' }, admin)).status).toBe(404);
    });

    it('sets rental prices for any service or one service; the table follows at once', async () => {
      await system.http.get('/services/rental?country=KZ');
      const any = await system.http.post('/admin/services/rental', { country: 'KZ', periodHours: 24, price: 2.5 }, admin);
      expect([any.status, any.body]).toEqual([200, { service: null, name: null, periodHours: 24, price: 2.5 }]);
      expect((await system.http.post('/admin/services/rental', { country: 'KZ', service: 'tg', periodHours: 24, price: 3 }, admin)).status).toBe(200);
      const rows = (await system.http.get<{ rows: Array<{ service: string | null; periodHours: number; price: number }> }>('/services/rental?country=KZ')).body.rows;
      expect(rows).toEqual(expect.arrayContaining([{ service: null, name: null, periodHours: 24, price: 2.5 }, expect.objectContaining({ service: 'tg', price: 3 })]));
      for (const [body, field] of [
        [{ country: 'KZ', periodHours: 0, price: 1 }, 'periodHours'],
        [{ country: 'KZ', periodHours: 24, price: -1 }, 'price'],
        [{ country: 'kz', periodHours: 24, price: 1 }, 'country'],
      ] as const) {
        const bad = await system.http.post('/admin/services/rental', body, admin);
        expect([bad.status, Object.keys(bad.body['fields'] as object)]).toEqual([400, [field]]);
      }
      expect((await system.http.post('/admin/services/rental', { country: 'KZ', service: 'nope', periodHours: 24, price: 1 }, admin)).status).toBe(422);
    });

    it('adds and changes countries and carriers; refuses bad ones', async () => {
      type CountryRow = { code: string; dialPrefix: string; name: Record<string, string>; carriers: Array<{ code: string; name: string }> };
      const countries = async () => (await system.http.get<CountryRow[]>('/services/countries')).body;
      await countries();
      const sweden = { code: 'SE', dialPrefix: '+46', name: { en: 'Sweden', ru: 'Швеция', uk: 'Швеція' } };
      expect((await system.http.post('/admin/countries', sweden, admin)).body).toMatchObject({ ...sweden, carriers: [] });
      expect((await system.http.post('/admin/carriers', { country: 'SE', code: 'telia', name: 'Telia' }, admin)).body).toMatchObject({ carriers: [{ code: 'telia', name: 'Telia' }] });
      expect((await system.http.post('/admin/carriers', { country: 'SE', code: 'telia', name: 'Telia Sverige' }, admin)).body).toMatchObject({ carriers: [{ code: 'telia', name: 'Telia Sverige' }] });
      expect((await countries()).find((c) => c.code === 'SE')).toMatchObject({ name: { uk: 'Швеція' }, carriers: [{ code: 'telia', name: 'Telia Sverige' }] });

      await system.http.post('/admin/countries', { code: 'LT', dialPrefix: '+370', name: { en: 'Lithuania', ru: 'Литва', uk: 'Литва' }, enabled: false }, admin);
      expect((await countries()).map((c) => c.code)).not.toContain('LT');
      expect((await services('country=LT')).status).toBe(404);

      for (const [body, field] of [
        [{ ...sweden, code: 'se' }, 'code'],
        [{ ...sweden, dialPrefix: '46' }, 'dialPrefix'],
        [{ ...sweden, name: { en: 'Sweden', uk: 'Швеція' } }, 'name.ru'],
      ] as const) {
        const bad = await system.http.post('/admin/countries', body, admin);
        expect([bad.status, Object.keys(bad.body['fields'] as object)]).toEqual([400, [field]]);
      }
      expect((await system.http.post('/admin/carriers', { country: 'XX', code: 'telia', name: 'Telia' }, admin)).status).toBe(404);
      expect((await system.http.post('/admin/carriers', { country: 'SE', code: 'Bad Code', name: 'x' }, admin)).status).toBe(400);
    });

    it('switches sales off and on', async () => {
      expect((await system.http.patch('/admin/services/enabled', { enabled: false }, admin)).body).toEqual({ enabled: false });
      expect((await services('country=UA')).body.enabled).toBe(false);
      expect((await system.http.get('/admin/services', admin)).body['enabled']).toBe(false);
      // Nothing is priced, so nothing is sold, while the switch is off.
      expect((await system.http.get('/services/otp?country=UA&service=tg')).status).toBe(422);
      expect((await system.http.patch('/admin/services/enabled', { enabled: true }, admin)).body).toEqual({ enabled: true });
      expect((await system.http.get('/services/otp?country=UA&service=tg')).status).toBe(200);
      expect((await services('country=UA')).body.enabled).toBe(true);
      expect((await system.http.patch('/admin/services/enabled', { enabled: 'off' }, admin)).status).toBe(400);
    });

    it('refuses user tokens on admin catalog routes', async () => {
      const user = await registerVerified(system);
      expect((await system.http.get('/admin/services', user.token)).status).toBe(401);
      expect((await system.http.patch('/admin/services/enabled', { enabled: false }, user.token)).status).toBe(401);
    });

    it('a second seed run keeps the administrator\'s prices and deletions', async () => {
      const offer = await offerOf('DE', 'go');
      await system.http.post(`/admin/services/price/${offer._id}`, { price: 9.99 }, admin);
      const gone = await offerOf('DE', 'tg');
      await system.http.request('DELETE', `/admin/services/delete/${gone._id}`, { token: admin });
      const output = await runToEnd('apps/catalog/src/cli/seed.ts', { DATABASE_URL: system.databaseUrl });
      expect(output).toContain('added 0 countries, 0 carriers, 0 services, 0 offers, 0 rentalPrices');
      expect((await offerOf('DE', 'go')).price).toBe(9.99);
      expect(await offerOf('DE', 'tg')).toBeUndefined();
      const countries = (await system.http.get<Array<{ code: string }>>('/services/countries')).body.map((c) => c.code);
      expect(countries).toContain('SE');
      expect(countries).not.toContain('LT');
    });
  });
});
