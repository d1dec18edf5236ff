import type { ActivationView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { createHmac, randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Account, registerVerified } from '../support/accounts';
import { gbSims } from '../support/agent-reports';
import { inventoryStock } from '../support/inventory';
import { advanceRentalsClock, DAY_MS, markForRent, rentalCalls } from '../support/rentals';
import { totpCode } from '../support/totp';
import { launchBrowser, newVisitor } from '../support/browser';
import { startSystemWithSims, SystemWithSims } from '../support/sim-system';
import type { System } from '../support/system';

const ADMIN_JWT_SECRET = randomBytes(32).toString('base64url');

/** An HS256 token the gateway would take for an admin session, but expired an hour ago. */
function expiredAdminToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'x', sid: 'x', aud: 'simrelay:admin', iss: 'simrelay', iat: now - 7200, exp: now - 3600 })}`;
  return `${unsigned}.${createHmac('sha256', ADMIN_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

/**
 * The back office in a real browser against the whole system: every page's actions once, each
 * with its effect seen where it shows (the customer's home page, the user's next call, the
 * pool of numbers), and the guards: user tokens, an expired admin token, a refused action.
 */
describe('admin app', () => {
  let sut: SystemWithSims;
  let system: System;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const sims = gbSims(6);
  let buyer: Account;
  let bought: ActivationView;
  let blocked: ActivationView;

  const url = (path: string) => `${system.baseUrl}/admin${path}`;
  const popup = (text: string | RegExp) => page.getByTestId('popup').filter({ hasText: text }).waitFor();
  const confirm = async (testId: string, scope: Page | ReturnType<Page['locator']> = page) => {
    await scope.getByTestId(testId).first().click();
    await page.getByTestId('confirm-ok').click();
  };
  const numberRow = (number: string) => page.locator(`[data-testid=number-row][data-number="${number}"]`);
  const figure = (id: string) => page.getByTestId(`figure-${id}`).getByTestId('figure-value');
  /** The SIMs neither bought nor blocked in the setup. */
  const freeSims = () => sims.filter((s) => s.number !== bought.number && s.number !== blocked.number);

  const logIn = async (target: Page, account: { email: string; password: string }) => {
    await target.goto(url(''));
    await target.getByLabel('Email').fill(account.email);
    await target.getByLabel('Password').fill(account.password);
    await target.getByTestId('admin-login').click();
  };

  beforeAll(async () => {
    [sut, browser] = await Promise.all([
      startSystemWithSims(sims, { web: true, admin: true, env: { ADMIN_JWT_SECRET, RATE_LIMIT_FACTOR: '20', SIM_OFFLINE_AFTER_MS: '900000' } }),
      launchBrowser(),
    ]);
    system = sut.system;
    // What the pages will show: a routed code, an unrouted SMS, a number a service blocked.
    buyer = await registerVerified(system);
    expect((await sut.fund(buyer._id, 5)).status).toBe(200);
    bought = (await system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, buyer.token)).body;
    const boughtSim = sims.find((s) => s.number === bought.number) ?? sims[0];
    await sut.agent.sms(boughtSim, 'Telegram', 'Telegram code 12345');
    blocked = (await system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, buyer.token)).body;
    expect((await system.http.get(`/numbers/blocked/${blocked.numberId}?activationId=${blocked._id}`, buyer.token)).status).toBe(200);
    const idle = sims.find((s) => s.number !== bought.number && s.number !== blocked.number) ?? sims[0];
    await sut.agent.sms(idle, 'MyBank', 'Your balance is 10 EUR');
    await waitFor(async () => {
      const { rows } = await sut.db.query(`SELECT count(*)::int AS n FROM activations.messages`);
      return rows[0]?.['n'] === 2 ? true : undefined;
    }, 'both messages stored');
    ({ context, page } = await newVisitor(browser));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await sut?.stop();
  });

  it('sends a visitor without an admin session from the dashboard to the home page, and refuses user credentials and tokens', async () => {
    const { context: visitor, page: guest } = await newVisitor(browser);
    await guest.goto(url('/dashboard/users'));
    await guest.waitForURL(`${system.baseUrl}/`);
    await guest.getByTestId('service-picker').waitFor();

    await logIn(guest, buyer);
    await guest.getByTestId('popup').filter({ hasText: /./ }).waitFor();
    expect(await guest.getByTestId('popup').getAttribute('data-kind')).toBe('error');
    expect(guest.url()).toMatch(/\/admin\/?$/);

    // A user token put where the admin token lives: the first call says Unauthorized and the session ends.
    await guest.evaluate((token) => localStorage.setItem('simrelay.admin.session', JSON.stringify({ state: { token, isAdminLoggedIn: true, testMode: false, lang: 'en' }, version: 0 })), buyer.token);
    await guest.goto(url('/dashboard'));
    await guest.getByTestId('session-ended').waitFor();
    expect(await guest.getByTestId('figure-online').count()).toBe(0);
    expect(await guest.evaluate(() => JSON.parse(localStorage.getItem('simrelay.admin.session') ?? '{}').state?.token)).toBeNull();
    await visitor.close();
  }, 60_000);

  it('logs in and shows the overview, each figure linking to its page', async () => {
    await logIn(page, system.admin);
    await page.getByTestId('overview').waitFor();
    // The admin token the browser holds is a secret the logs must never show.
    system.witness.add('admin token', await page.evaluate(() => JSON.parse(localStorage.getItem('simrelay.admin.session') ?? '{}').state?.token));
    await figure('online').filter({ hasText: '6' }).waitFor();
    expect(await figure('offline').textContent()).toBe('0');
    expect(await figure('in-use').textContent()).toBe('1');
    expect(await figure('open').textContent()).toBe('1');
    expect(await figure('finished').textContent()).toBe('1');
    expect(await figure('unrouted').textContent()).toBe('1');
    expect(await figure('modems').textContent()).toBe('0');
    expect(await figure('leased').textContent()).toBe('0');
    expect(await figure('restores').textContent()).toBe('0');
    expect(await figure('topup').textContent()).toBe('0');
    expect(await figure('revenue').textContent()).toMatch(/^\$0\.\d+$/);

    await page.getByTestId('figure-unrouted').click();
    await page.waitForURL(url('/dashboard/messages?unrouted=true'));
    const row = page.getByTestId('message-row');
    await row.filter({ hasText: 'Your balance is 10 EUR' }).waitFor();
    expect(await row.count()).toBe(1);
  }, 60_000);

  it('reads every message, a number\'s and an activation\'s', async () => {
    await page.getByTestId('messages-all').click();
    await page.getByTestId('message-row').filter({ hasText: 'Telegram code 12345' }).waitFor();
    expect(await page.getByTestId('message-row').count()).toBe(2);
    await page.goto(url(`/dashboard/messages/activation/${bought._id}`));
    await page.getByTestId('message-row').filter({ hasText: '12345' }).waitFor();
    expect(await page.getByTestId('message-row').count()).toBe(1);
    await page.goto(url(`/dashboard/messages/number/${blocked.numberId}`));
    await page.getByTestId('empty-state').waitFor();
  }, 60_000);

  it('finds a user, changes the balance, sets the ban limit, bans and lifts the ban, and shows the user\'s records', async () => {
    await page.getByTestId('nav-users').click();
    await page.getByTestId('users-search').fill(buyer.email);
    await page.getByTestId('users-search-submit').click();
    const row = page.locator(`[data-testid=user-row][data-email="${buyer.email}"]`);
    await row.waitFor();
    expect(await page.getByTestId('user-row').count()).toBe(1);
    const before = await row.getByTestId('user-balance').textContent();
    await row.getByTestId('user-open').click();

    await page.getByTestId('balance-amount').fill('2.5');
    await page.getByTestId('balance-reason').fill('goodwill');
    await page.getByTestId('balance-submit').click();
    await popup(/Balance changed: now \$/);
    await waitFor(async () => ((await row.getByTestId('user-balance').textContent()) !== before ? true : undefined), 'the new balance in the list');

    await page.getByTestId('user-tab-ledger').click();
    await page.getByTestId('ledger-entry').filter({ hasText: 'goodwill' }).waitFor();
    await page.getByTestId('user-tab-topups').click();
    await page.getByTestId('user-details').getByTestId('empty-state').waitFor();
    await page.getByTestId('user-tab-deliveries').click();
    await page.getByTestId('user-details').getByTestId('empty-state').waitFor();
    await page.getByTestId('user-tab-activations').click();
    await page.getByTestId('user-details').getByTestId('activation-row').nth(1).waitFor();

    await page.getByTestId('ban-limit').fill('7');
    await page.getByTestId('ban-limit-submit').click();
    await popup('Ban limit');
    await row.getByTestId('user-ban-limit').filter({ hasText: '7' }).waitFor();

    await confirm('ban-user');
    await popup(`${buyer.email} is banned`);
    await row.getByTestId('user-ban').filter({ hasText: 'banned' }).waitFor();
    expect((await system.http.post('/numbers/one', { service: 'tg', country: 'GB' }, buyer.token)).status).toBe(403);

    await page.getByTestId('lift-ban').click();
    await popup('The ban of');
    expect((await system.http.post('/users/apikey', {}, buyer.token)).status).toBeLessThan(300);
  }, 90_000);

  it('shows the balance change in the audit log: who, before and after, from where; reading it changes nothing', async () => {
    await page.getByTestId('nav-audit').click();
    await page.getByTestId('audit-filter-action').fill('balance');
    await page.getByTestId('audit-filter-target').fill(buyer._id);
    await page.getByTestId('audit-apply').click();
    // The setup's funding (through the API) and the change made on the Users page, newest first.
    const entries = page.locator('[data-testid=audit-entry][data-action="POST /admin/users/balance"][data-outcome=done]');
    await entries.nth(1).waitFor();
    expect(await entries.count()).toBe(2);
    const change = entries.first();
    expect(await change.textContent()).toContain(system.admin.email);
    expect(await change.textContent()).toContain('goodwill');
    expect(await change.textContent()).toContain('127.0.0.1');
    const before = JSON.parse((await change.getByTestId('audit-before').textContent()) as string) as { balance: number };
    const after = JSON.parse((await change.getByTestId('audit-after').textContent()) as string) as { userId: string; balance: number };
    expect(after.userId).toBe(buyer._id);
    expect(Math.round((after.balance - before.balance) * 100)).toBe(250);
    // A refused change is kept too, with the reason.
    expect((await system.http.post('/admin/users/balance', { userId: buyer._id, amount: -1000, reason: 'too much' }, sut.admin)).status).toBe(402);
    await page.getByTestId('audit-apply').click();
    await page.locator('[data-testid=audit-entry][data-outcome=refused]').filter({ hasText: 'BILLING.INSUFFICIENT_BALANCE' }).waitFor();
  }, 60_000);

  it('changes a price (seen on the customer home page), checks and saves a code pattern, adds and deletes an offer, sets a rental price', async () => {
    await page.getByTestId('nav-services').click();
    await page.getByTestId('services-country').selectOption('GB');
    await page.getByTestId('offers-search').fill('telegram');
    const tg = page.locator('[data-testid=offer-row][data-service=tg][data-carrier=""]');
    await tg.getByTestId('price-input').fill('0.03');
    await tg.getByTestId('price-save').click();
    await popup('Telegram: price $0.03');
    const { context: customer, page: home } = await newVisitor(browser);
    await home.goto(`${system.baseUrl}/`);
    await home.getByTestId('country-select').selectOption('GB');
    await home.getByTestId('service-tg').filter({ hasText: '$0.03' }).waitFor();
    await customer.close();

    // A failed action shows the server's message.
    await tg.getByTestId('price-input').fill('5000');
    await tg.getByTestId('price-save').click();
    await page.getByTestId('popup').filter({ hasText: 'Missing or invalid request parameters' }).waitFor();
    expect(await page.getByTestId('popup').getAttribute('data-kind')).toBe('error');

    await tg.getByTestId('edit-pattern').click();
    await page.getByTestId('pattern-input').fill('code (\\d+');
    expect(await page.getByTestId('pattern-verdict').getAttribute('data-verdict')).toBe('invalid');
    expect(await page.getByTestId('pattern-save').isDisabled()).toBe(true);
    await page.getByTestId('pattern-input').fill('Telegram code:? (\\d{5})');
    expect(await page.getByTestId('pattern-verdict').getAttribute('data-verdict')).toBe('ok');
    await page.getByTestId('pattern-sample').fill('Telegram code 67890. Do not give it to anyone');
    await page.getByTestId('pattern-result').filter({ hasText: '67890 (found by the pattern)' }).waitFor();
    await page.getByTestId('pattern-save').click();
    await popup('Code rule of tg saved');
    await tg.filter({ hasText: 'Telegram code:? (\\d{5})' }).waitFor();

    await page.getByTestId('offer-service').fill('zq');
    await page.getByTestId('offer-name').fill('Zeta Quest');
    await page.getByTestId('offer-price').fill('0.4');
    await page.getByTestId('offer-add').click();
    await popup('Zeta Quest offered in GB');
    await page.getByTestId('offers-search').fill('zq');
    const zeta = page.locator('[data-testid=offer-row][data-service=zq]');
    await zeta.waitFor();
    await confirm('delete-offer', zeta);
    await popup('Zeta Quest: offer deleted');
    await zeta.waitFor({ state: 'detached' });

    const rental = page.getByTestId('rental-prices');
    await rental.getByLabel('Period, hours').fill('48');
    await rental.getByLabel('Price, $').fill('3.5');
    await rental.getByRole('button', { name: 'Set rental price' }).click();
    await popup('Rental price saved');
    await rental.getByRole('row').filter({ hasText: '48 h' }).filter({ hasText: '$3.50' }).waitFor();
  }, 90_000);

  it('pauses and resumes sales, and switches maintenance and test mode', async () => {
    const salesOpen = async () => (await system.http.get<{ enabled: boolean }>('/services?country=GB')).body.enabled;
    await confirm('sales-toggle');
    await popup('Sales paused');
    await page.getByTestId('sales-state').filter({ hasText: 'off' }).waitFor();
    expect(await salesOpen()).toBe(false);
    await page.getByTestId('sales-toggle').click();
    await popup('Sales resumed');
    expect(await salesOpen()).toBe(true);

    await confirm('maintenance-toggle');
    await popup('Maintenance mode is on');
    expect((await system.http.get<{ maintenance: boolean }>('/users/maintence')).body.maintenance).toBe(true);
    expect((await system.http.get('/users/me', buyer.token)).status).toBe(503);
    await page.getByTestId('maintenance-toggle').click();
    await popup('Maintenance mode is off');
    expect((await system.http.get('/users/me', buyer.token)).status).toBe(200);

    await confirm('test-mode-toggle');
    await popup('Test mode is on');
    await page.getByTestId('test-mode-badge').waitFor();
    expect((await system.http.get<{ testMode: boolean }>('/users/payment/methods', buyer.token)).body.testMode).toBe(true);
    await confirm('test-mode-toggle');
    await popup('Test mode is off');
    await page.getByTestId('test-mode-badge').waitFor({ state: 'detached' });
  }, 60_000);

  it('lists modems, adds one, bans and unbans one', async () => {
    await page.getByTestId('nav-modems').click();
    await page.getByTestId('modem-row').nth(5).waitFor();
    await page.getByTestId('modem-agentId').fill('rack-new');
    await page.getByTestId('modem-port').fill('/dev/ttyNEW0');
    await page.getByTestId('modem-country').fill('de');
    await page.getByTestId('modem-add').click();
    await popup('Modem rack-new /dev/ttyNEW0 saved');
    const added = page.locator('[data-testid=modem-row][data-port="/dev/ttyNEW0"]');
    await added.filter({ hasText: 'unseen' }).filter({ hasText: 'set: DE' }).waitFor();

    const first = page.locator(`[data-testid=modem-row][data-port="${sims[5].port}"]`);
    await confirm('ban-modem', first);
    await popup('banned');
    await first.getByTestId('modem-ban').filter({ hasText: 'banned' }).waitFor();
    await page.getByTestId('nav-numbers').click();
    await numberRow(sims[5].number).getByTestId('number-flags').filter({ hasText: 'modem banned' }).waitFor();
    await page.getByTestId('nav-modems').click();
    await first.getByTestId('unban-modem').click();
    await popup('unbanned');
  }, 60_000);

  it('filters numbers, marks rent, marks several for replacement (they leave the pool), deletes several and lifts a service ban', async () => {
    await page.getByTestId('nav-numbers').click();
    await page.getByTestId('number-row').nth(5).waitFor();
    await page.getByTestId('numbers-filter').fill(sims[2].number.slice(-3));
    await page.getByTestId('numbers-apply').click();
    await waitFor(async () => ((await page.getByTestId('number-row').count()) === 1 ? true : undefined), 'one number left by the filter');
    await page.getByTestId('numbers-filter').fill('');
    await page.getByTestId('numbers-apply').click();
    await page.getByTestId('numbers-modem').selectOption({ label: `${sut.agent.agentId} · ${sims[3].port}` });
    await waitFor(async () => ((await page.getByTestId('number-row').count()) === 1 ? true : undefined), 'one number on that modem');
    await numberRow(sims[3].number).waitFor();
    await page.getByTestId('numbers-modem').selectOption('');
    await page.getByTestId('number-row').nth(5).waitFor();

    const free = sims.filter((s) => s.number !== bought.number && s.number !== blocked.number).map((s) => s.number);
    await numberRow(free[0]).getByTestId('select-number').check();
    await page.getByTestId('mark-rent').click();
    await popup('Marked for rent: 1');
    await numberRow(free[0]).getByTestId('number-flags').filter({ hasText: 'rent' }).waitFor();

    const stock = async () => (await system.http.get<{ items: Array<{ code: string; count: number }> }>('/services?country=GB')).body.items.find((s) => s.code === 'tg')?.count;
    // From the inventory itself: the catalog's count may not have caught up with the marks and bans above yet.
    const before = await inventoryStock(system, 'GB', 'tg');
    for (const number of [free[1], free[2]]) await numberRow(number).getByTestId('select-number').check();
    await confirm('mark-replace');
    await popup('Marked for replacement: 2');
    await numberRow(free[1]).getByTestId('number-flags').filter({ hasText: 'replace' }).waitFor();
    expect(await inventoryStock(system, 'GB', 'tg')).toBe(before - 2);
    // The lists follow within the few seconds the catalog keeps its count.
    await waitFor(async () => ((await stock()) === before - 2 ? true : undefined), 'two numbers fewer for sale');

    for (const number of [free[1], free[2]]) await numberRow(number).getByTestId('select-number').check();
    await confirm('delete-numbers');
    await popup('Deleted: 2');
    await numberRow(free[1]).waitFor({ state: 'detached' });
    await numberRow(free[2]).waitFor({ state: 'detached' });

    await numberRow(blocked.number).getByTestId('lift-tg').click();
    await popup(`${blocked.number} may be sold to tg again`);
    await numberRow(blocked.number).getByTestId('lift-tg').waitFor({ state: 'detached' });
  }, 90_000);

  it('lists rentals with filters, ends one (its SIM back in the pool), completes a restore request and lists SIMs due for a top-up; the overview and the user\'s page count them', async () => {
    const free = freeSims();
    // free[0] was marked for rent on the Numbers page, free[1] and free[2] deleted there.
    await markForRent(system, sut.admin, [free[3]]);
    const renter = await registerVerified(system);
    expect((await sut.fund(renter._id, 100)).status).toBe(200);
    const calls = rentalCalls(system);
    const long = (await calls.rent(renter, { country: 'GB', periodHours: 720 })).body;
    expect(long.state).toBe('active');
    // Two months on: the long rental's SIM is due for a top-up; a second rental starts now.
    await advanceRentalsClock(system, 61 * DAY_MS);
    const fresh = (await calls.rent(renter, { country: 'GB', periodHours: 24 })).body;
    expect(fresh.state).toBe('active');
    // The long rental's modem went away: a restore request waits (for the SIM, or for an operator).
    await sut.db.query(`UPDATE activations.numbers SET last_seen_at = now() - interval '2 hours' WHERE number = $1`, [long.number]);
    expect((await calls.restore(renter, long._id)).body.restore).toMatchObject({ waiting: true, canStartUsage: false });

    await page.getByTestId('nav-overview').click();
    await figure('leased').filter({ hasText: '2' }).waitFor();
    expect(await figure('restores').textContent()).toBe('1');
    expect(await figure('topup').textContent()).toBe('1');

    await page.getByTestId('figure-restores').click();
    const request = page.locator(`[data-testid=restore-row][data-rental="${long._id}"]`);
    await request.getByTestId('complete-restore').click();
    await popup(`Restore request of ${long.number} completed`);
    await request.waitFor({ state: 'detached' });
    expect((await calls.get(renter, long._id)).body.restore).toMatchObject({ waiting: false, canStartUsage: true });
    await page.getByTestId('restores-done').click();
    await request.getByTestId('restore-state').filter({ hasText: 'completed by an operator' }).waitFor();

    await page.getByTestId('rentals-topup').click();
    await page.locator(`[data-testid=topup-row][data-number="${long.number}"]`).waitFor();
    expect(await page.getByTestId('topup-row').count()).toBe(1);

    await page.getByTestId('rentals-list').click();
    await page.getByTestId('rentals-filter-user').fill(renter._id);
    await page.getByTestId('rentals-filter-apply').click();
    await waitFor(async () => ((await page.getByTestId('rental-row').count()) === 2 ? true : undefined), 'the renter\'s two rentals');
    await page.getByTestId('rentals-filter-state').selectOption('active');
    await page.getByTestId('rentals-filter-apply').click();
    await waitFor(async () => ((await page.getByTestId('rental-row').count()) === 1 ? true : undefined), 'the one active rental');
    const row = page.locator(`[data-testid=rental-row][data-id="${fresh._id}"]`);
    await confirm('end-rental', row);
    await popup(`Rental of ${fresh.number} ended`);
    await row.waitFor({ state: 'detached' });
    expect((await calls.get(renter, fresh._id)).body.state).toBe('recycled');
    // Its SIM is back in the pool: the next renter gets it (the other rent SIM is offline).
    const next = await registerVerified(system);
    expect((await sut.fund(next._id, 10)).status).toBe(200);
    expect((await calls.rent(next, { country: 'GB', periodHours: 24 })).body.number).toBe(fresh.number);

    await page.getByTestId('nav-users').click();
    await page.getByTestId('users-search').fill(renter.email);
    await page.getByTestId('users-search-submit').click();
    await page.locator(`[data-testid=user-row][data-email="${renter.email}"]`).getByTestId('user-open').click();
    await page.getByTestId('user-tab-rentals').click();
    const mine = page.getByTestId('user-details').getByTestId('rental-row');
    await mine.nth(1).waitFor();
    // The page may show the list it kept first, then the one fetched again: wait for the latter.
    await mine.filter({ hasText: 'Recycled' }).first().waitFor();
    expect((await mine.allTextContents()).some((text) => text.includes('Recycled'))).toBe(true);
  }, 120_000);

  it('lists activations by number, user and executor, and removes one', async () => {
    await page.getByTestId('nav-activations').click();
    await page.getByTestId('filter-number').fill(bought.number);
    await page.getByTestId('filter-apply').click();
    await waitFor(async () => ((await page.getByTestId('activation-row').count()) === 1 ? true : undefined), 'the number\'s one activation');
    await page.goto(url(`/dashboard/activations/user/${buyer._id}`));
    await page.getByTestId('activation-row').nth(1).waitFor();
    await page.goto(url(`/dashboard/activations?executor=${sut.agent.agentId}`));
    await page.getByTestId('activation-row').nth(1).waitFor();
    await page.goto(url(`/dashboard/activations/${encodeURIComponent(bought.number)}`));
    const row = page.locator(`[data-testid=activation-row][data-id="${bought._id}"]`);
    await confirm('remove-activation', row);
    await popup(`Activation of ${bought.number} removed`);
    await row.getByTestId('activation-status').filter({ hasText: 'Removed' }).waitFor();
  }, 60_000);

  it('sets up TOTP from a QR code, then logs in with the authenticator\'s code, and once with a recovery code', async () => {
    await page.getByTestId('nav-security').click();
    await page.getByTestId('totp-state').filter({ hasText: 'off' }).waitFor();
    await page.getByTestId('totp-setup').click();
    expect(await page.getByTestId('totp-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/);
    const secret = (await page.getByTestId('totp-secret').textContent()) as string;
    system.witness.add('TOTP secret', secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByTestId('totp-code').fill(totpCode(secret));
    await page.getByTestId('totp-confirm').click();
    await popup('Two-factor authentication is on');
    const codes = await page.getByTestId('recovery-code').allTextContents();
    expect(codes).toHaveLength(10);
    codes.forEach((code) => system.witness.add('recovery code', code));
    await page.getByTestId('recovery-saved').click();
    await page.getByTestId('totp-state').filter({ hasText: 'on' }).waitFor();
    await page.getByTestId('codes-left').filter({ hasText: '10' }).waitFor();

    const logInWith = async (secondFactor: () => Promise<void>) => {
      await page.getByTestId('logout').click();
      await logIn(page, system.admin);
      await page.getByTestId('second-factor').waitFor();
      await secondFactor();
      await page.getByTestId('overview').waitFor();
    };
    await logInWith(async () => {
      await page.getByTestId('totp-code').fill(totpCode(secret, Date.now() + 10 * 30_000));
      await page.getByTestId('mfa-submit').click();
      await popup('Wrong code');
      // The code used to enrol was taken; the authenticator's next one opens the session.
      await page.getByTestId('totp-code').fill(totpCode(secret, Date.now() + 30_000));
      await page.getByTestId('mfa-submit').click();
    });
    await logInWith(async () => {
      await page.getByTestId('toggle-recovery').click();
      await page.getByTestId('recovery-code-input').fill(codes[0]);
      await page.getByTestId('mfa-submit').click();
    });
    system.witness.add('admin token', await page.evaluate(() => JSON.parse(localStorage.getItem('simrelay.admin.session') ?? '{}').state?.token));
    await page.getByTestId('nav-security').click();
    await page.getByTestId('codes-left').filter({ hasText: '9' }).waitFor();
    // The password alone no longer opens a session.
    const answer = await system.http.post<Record<string, unknown>>('/admin', system.admin);
    expect(answer.body).toMatchObject({ mfa: 'totp' });
    expect(answer.body).not.toHaveProperty('token');
  }, 90_000);

  it('logs out when the admin token has expired', async () => {
    await page.evaluate((token) => {
      const stored = JSON.parse(localStorage.getItem('simrelay.admin.session') ?? '{}');
      localStorage.setItem('simrelay.admin.session', JSON.stringify({ ...stored, state: { ...stored.state, token } }));
    }, expiredAdminToken());
    await page.goto(url('/dashboard/users'));
    await page.getByTestId('session-ended').waitFor();
    expect(page.url()).toMatch(/\/admin\/?$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('simrelay.admin.session') ?? '{}').state?.isAdminLoggedIn)).toBe(false);
    await context.close();
  }, 60_000);
});
