import type { RentalView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import type { Browser, Page } from 'playwright-core';
import { registerVerified } from '../support/accounts';
import { gbSims } from '../support/agent-reports';
import { launchBrowser, logIn, newVisitor } from '../support/browser';
import { markForRent } from '../support/rentals';
import { startSystemWithSims, SystemWithSims } from '../support/sim-system';
import type { System } from '../support/system';

/**
 * Long-term rentals in a real browser: rented on /rent, a code pushed live into
 * /profile/rental (with its alert), extended and ended, the balance checked after each.
 */
describe('web app: long-term rentals', () => {
  let sut: SystemWithSims;
  let system: System;
  let browser: Browser;
  const forRent = gbSims(3, 200);
  let prices: { rows: Array<{ service: string | null; periodHours: number; price: number }>; defaultPeriodHours: number };

  beforeAll(async () => {
    [sut, browser] = await Promise.all([startSystemWithSims(forRent, { web: true }), launchBrowser()]);
    system = sut.system;
    await markForRent(system, sut.admin, forRent);
    prices = (await system.http.get<typeof prices>('/services/rental?country=GB')).body;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await sut?.stop();
  });

  const priceOf = (periodHours: number) => prices.rows.find((r) => r.service === null && r.periodHours === periodHours)?.price as number;
  const cents = (dollars: number) => Math.round(dollars * 100);
  const balanceOf = async (token: string) => (await system.http.get<{ balance: number }>('/users/balance', token)).body.balance;
  /** The header's balance, in cents, as the page shows it ("$12.34"). */
  const headerCents = async (page: Page) => cents(Number((await page.getByTestId('header-balance').textContent())?.replace(/[^\d.]/g, '')));
  /** Resolves once the gateway greeted the page's live connection. */
  const liveConnection = (page: Page) =>
    new Promise<void>((resolve) => page.on('websocket', (ws) => ws.on('framereceived', (frame) => String(frame.payload).includes('user_connected') && resolve())));

  it('rents on /rent, shows a code live on /profile/rental with an alert, extends and ends it, the balance right after each', async () => {
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, 20)).status).toBe(200);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);

    await page.goto(`${system.baseUrl}/rent`);
    const form = page.getByTestId('rent-form');
    await page.getByTestId('country-select').selectOption('GB');
    // The default period comes first and is chosen; its price is the table's.
    const first = form.locator('input[type="radio"]').first();
    expect(await first.getAttribute('data-testid')).toBe(`rent-period-${prices.defaultPeriodHours}`);
    expect(await first.isChecked()).toBe(true);
    await page.getByTestId('rent-rules').getByText('within the first 20 minutes').waitFor();
    await form.getByTestId('rent-submit').click();
    await form.getByTestId('rent-done').waitFor();
    const day = priceOf(24);
    expect(cents(await balanceOf(user.token))).toBe(cents(20 - day));
    await waitFor(async () => ((await headerCents(page)) === cents(20 - day) ? true : undefined), 'the header balance after renting');
    // The rented number is listed below the form at once.
    const rented = page.getByTestId('rented-numbers').getByTestId('rental');
    await rented.getByTestId('rental-service').getByText('Any service').waitFor();

    const connected = liveConnection(page);
    await page.goto(`${system.baseUrl}/profile/rental`);
    await connected;
    const card = page.getByTestId('rental');
    await card.getByTestId('rental-timer').waitFor();
    const number = (await card.getByTestId('rental-number').textContent())?.trim();
    const sim = forRent.find((s) => s.number === number);
    expect(sim).toBeDefined();

    // No reload and no refetch: the code can only come over the live connection.
    await page.route('**/numbers/profile', (route) => route.abort());
    await sut.agent.sms(sim as (typeof forRent)[number], 'Telegram', 'Your Telegram code 48213');
    await card.getByTestId('activation-code').filter({ hasText: '48213' }).waitFor();
    await page.getByTestId('code-alert').getByTestId('code-alert-code').filter({ hasText: '48213' }).waitFor();
    expect(await page.title()).toContain('48213');
    await page.unroute('**/numbers/profile');

    // Extend by 3 days: the price of that period, confirmed first.
    await card.getByTestId('rental-extend').click();
    const extend = page.getByTestId('rental-extend-dialog');
    await extend.getByTestId('extend-period-72').check();
    await extend.getByTestId('confirm-yes').click();
    await page.getByTestId('popup').getByText('The rental is extended.').waitFor();
    const afterExtend = 20 - day - priceOf(72);
    expect(cents(await balanceOf(user.token))).toBe(cents(afterExtend));
    await waitFor(async () => ((await headerCents(page)) === cents(afterExtend) ? true : undefined), 'the header balance after extending');

    // End: a code came, so the dialog says nothing is refunded, and nothing is.
    await card.getByTestId('rental-finish').click();
    const finish = page.getByTestId('rental-finish-dialog');
    expect(await finish.getByTestId('rental-finish-refund').textContent()).toContain('Nothing is refunded');
    await finish.getByTestId('confirm-yes').click();
    await card.getByTestId('rental-reserved').waitFor();
    expect(await card.getByTestId('rental-state').textContent()).toBe('Ended');
    expect(cents(await balanceOf(user.token))).toBe(cents(afterExtend));
    await context.close();
  }, 90_000);

  it('ends a rental without a code within 20 minutes with a full refund, and says so first', async () => {
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, 10)).status).toBe(200);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);
    await page.goto(`${system.baseUrl}/rent`);
    await page.getByTestId('country-select').selectOption('GB');
    await page.getByTestId('rent-service').selectOption('wa');
    await page.getByTestId('rent-submit').click();
    await page.getByTestId('rent-done').waitFor();
    expect(cents(await balanceOf(user.token))).toBe(cents(10 - priceOf(24)));

    await page.goto(`${system.baseUrl}/profile/rental`);
    const card = page.getByTestId('rental');
    // The service's name arrives with the catalog, which may load after the rental itself.
    await card.getByTestId('rental-service').getByText('WhatsApp', { exact: true }).waitFor();
    await card.getByTestId('rental-finish').click();
    const finish = page.getByTestId('rental-finish-dialog');
    expect(await finish.getByTestId('rental-finish-refund').textContent()).toContain('is refunded in full');
    await finish.getByTestId('confirm-yes').click();
    await page.getByTestId('popup').getByText('The rental is ended and refunded in full.').waitFor();
    expect(cents(await balanceOf(user.token))).toBe(cents(10));
    // A cancelled rental is no longer the user's: the SPEC's empty state.
    await page.getByText('You have no rented numbers at the moment').waitFor();
    const left = (await system.http.get<RentalView[]>('/numbers/profile', user.token)).body;
    expect(left).toEqual([]);
    await context.close();
  }, 90_000);

  it('tells a renter without money that the balance is insufficient and links to the top-up', async () => {
    const user = await registerVerified(system);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);
    await page.goto(`${system.baseUrl}/rent`);
    await page.getByTestId('country-select').selectOption('GB');
    await page.getByTestId('rent-submit').click();
    const error = page.getByTestId('rent-error');
    await error.getByText('Insufficient balance').waitFor();
    expect(await error.getByRole('link', { name: 'Top up the balance' }).getAttribute('href')).toBe('/payment');
    await context.close();
  }, 60_000);
});
