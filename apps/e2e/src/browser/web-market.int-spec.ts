import type { ServicesPage } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { registerVerified } from '../support/accounts';
import { gbSims, testSims } from '../support/agent-reports';
import { launchBrowser, logIn, newVisitor } from '../support/browser';
import { startSystemWithSims, SystemWithSims } from '../support/sim-system';
import type { System } from '../support/system';

/**
 * The customer web app as users of the big SMS services expect it, in a real browser: lists
 * that follow every purchase, finish and cancel; money shown as available and reserved, with
 * a ledger and its CSV; code alerts; a service's prices in every country; favourites;
 * Cyrillic search; plural forms in Russian and Ukrainian.
 */
describe('web app: lists, money, alerts, prices and search', () => {
  let sut: SystemWithSims;
  let system: System;
  let browser: Browser;
  const gb = gbSims(2, 300);
  const de = testSims(5, 300, 'DE');
  let heartbeat: NodeJS.Timeout | undefined;

  beforeAll(async () => {
    [sut, browser] = await Promise.all([startSystemWithSims([...gb, ...de], { web: true }), launchBrowser()]);
    system = sut.system;
    // The agent reports its SIMs on: they stay online for the whole file.
    heartbeat = setInterval(() => void sut.agent.status([...gb, ...de]), 5000);
    // The stock as the catalog reports it (asked of the inventory at most every few seconds).
    await waitFor(async () => ((await stock('GB', 'ds')) === 2 && (await stock('DE', 'ds')) === 5) || undefined, 'the stock in the catalog');
  }, 120_000);
  afterAll(async () => {
    clearInterval(heartbeat);
    await browser?.close();
    await sut?.stop();
  });

  async function stock(country: string, service: string): Promise<number | undefined> {
    return (await system.http.get<ServicesPage>(`/services?country=${country}`)).body.items?.find((s) => s.code === service)?.count;
  }
  const stockText = (page: Page, service: string) => page.getByTestId(`service-${service}`).locator('.picker__stock').textContent();
  /** The list on the page says what the server says now about a service's stock. */
  const listMatchesServer = (page: Page, country: string, service: string, text: (n: number) => string) =>
    waitFor(async () => ((await stockText(page, service)) === text((await stock(country, service)) ?? -1) ? true : undefined), `${service} stock as the server has it`, 20_000);
  const numbers = (n: number) => (n === 0 ? 'no numbers now' : n === 1 ? '1 number' : `${n} numbers`);
  const cents = (text: string | null) => Math.round(Number(text?.replace(/[^\d.]/g, '')) * 100);

  it.each([
    ['ru-RU', '5 номеров', '2 номера'],
    ['uk-UA', '5 номерів', '2 номери'],
  ])('%s: says how many numbers there are with the language\'s plural forms', async (locale, five, two) => {
    const { context, page } = await newVisitor(browser, { locale });
    await page.goto(system.baseUrl);
    await page.getByTestId('country-select').selectOption('DE');
    await page.getByTestId('service-ds').getByText(five).waitFor();
    await page.getByTestId('country-select').selectOption('GB');
    await page.getByTestId('service-ds').getByText(two).waitFor();
    await context.close();
  }, 60_000);

  it('finds services typed in Cyrillic, and keeps a starred service first after a reload', async () => {
    const { context, page } = await newVisitor(browser, { width: 375 });
    await page.goto(system.baseUrl);
    await page.getByTestId('country-select').selectOption('GB');
    const search = page.getByTestId('service-search');
    await search.fill('телеграм');
    await page.getByTestId('service-tg').waitFor();
    expect(await page.locator('.picker__service').count()).toBe(1);
    await search.fill('вотсап');
    await page.getByTestId('service-wa').waitFor();
    expect(await page.locator('.picker__service').count()).toBe(1);
    await search.fill('');

    // Steam is not among the popular ones; starred, it leads the list, and still does after a reload.
    await page.getByTestId('service-mt').waitFor();
    expect(await page.locator('.picker__service').first().getAttribute('data-testid')).toBe('service-tg');
    await page.getByTestId('star-mt').click();
    await page.waitForFunction(() => document.querySelector('.picker__service')?.getAttribute('data-testid') === 'service-mt');
    await page.reload();
    await page.getByTestId('service-mt').waitFor();
    expect(await page.locator('.picker__service').first().getAttribute('data-testid')).toBe('service-mt');
    expect(await page.getByTestId('star-mt').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  }, 60_000);

  it('refreshes the list after buying and cancelling, keeps "Get number" off while the number is open, and shows the money reserved', async () => {
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, 5)).status).toBe(200);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);
    await page.goto(system.baseUrl);
    await page.getByTestId('country-select').selectOption('GB');
    await page.getByTestId('service-wa').getByText('2 numbers').waitFor();
    await page.getByTestId('service-wa').click();
    const price = cents(await page.getByTestId('service-wa').locator('.picker__price').textContent());

    await page.getByTestId('buy-number').click();
    await page.getByTestId('buy-done').waitFor();
    // A second click would buy a second number: the button is off, and says why.
    expect(await page.getByTestId('buy-number').isDisabled()).toBe(true);
    await page.getByTestId('buy-blocked').getByText('You already have an open number for this choice').waitFor();
    // The held SIM is gone from every service's stock, without a reload.
    await page.getByTestId('service-tg').getByText('1 number').waitFor();
    await listMatchesServer(page, 'GB', 'wa', numbers);
    // The price is reserved, not charged: available and reserved, in the header and on the balance page.
    expect(cents(await page.getByTestId('header-reserved').textContent())).toBe(price);
    await waitFor(async () => (cents(await page.getByTestId('header-balance').textContent()) === 500 - price ? true : undefined), 'the available balance');
    await page.getByTestId('header-profile').click();
    expect(cents(await page.getByTestId('profile-reserved').textContent())).toBe(price);
    expect(cents(await page.getByTestId('profile-balance').textContent())).toBe(500 - price);

    await page.goto(system.baseUrl);
    await page.getByTestId('current-activations').getByTestId('activation-cancel').click();
    await page.getByTestId('popup').getByText('The number is cancelled. Nothing was charged.').waitFor();
    await page.getByTestId('service-tg').getByText('2 numbers').waitFor();
    await listMatchesServer(page, 'GB', 'wa', numbers);
    await page.getByTestId('header-reserved').waitFor({ state: 'detached' });
    expect(cents(await page.getByTestId('header-balance').textContent())).toBe(500);
    await context.close();
  }, 90_000);

  it('alerts a code with a toast and the tab title, refreshes the list after finishing, and keeps every movement in the ledger and its CSV', async () => {
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, 5)).status).toBe(200);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);
    const connected = new Promise<void>((resolve) => page.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('user_connected') && resolve())));
    await page.goto(system.baseUrl);
    await connected;
    await page.getByTestId('country-select').selectOption('GB');
    await page.getByTestId('service-ig').click();
    await page.getByTestId('buy-number').click();
    await page.getByTestId('buy-done').waitFor();
    const number = (await page.getByTestId('buy-number-value').textContent())?.trim();
    const sim = gb.find((s) => s.number === number) as (typeof gb)[number];

    await sut.agent.sms(sim, 'Instagram', 'Use 551 207 to verify your Instagram account.');
    const alert = page.getByTestId('code-alert');
    await alert.getByTestId('code-alert-code').filter({ hasText: '551207' }).waitFor();
    expect(await alert.textContent()).toContain('Instagram');
    expect(await page.title()).toContain('551207');
    await alert.getByRole('button', { name: 'Close' }).click();
    await waitFor(async () => (!(await page.title()).includes('551207') ? true : undefined), 'the title given back');

    await page.getByTestId('current-activations').getByRole('button', { name: /^Finish/ }).click();
    await page.getByTestId('popup').getByText('Done. The number is finished.').waitFor();
    // That SIM served Instagram once and never will again: once the catalog's stock count (kept a
    // few seconds) has caught up, the list on the page says so too.
    await waitFor(async () => ((await stock('GB', 'ig')) === 1 ? true : undefined), 'the catalog\'s Instagram stock after the finish');
    await listMatchesServer(page, 'GB', 'ig', numbers);

    await page.goto(`${system.baseUrl}/profile/balance`);
    const ledger = page.getByTestId('ledger');
    await ledger.getByTestId('ledger-row').first().waitFor();
    // Newest first: charged from the reserve, reserved, then the support's credit of $5.
    expect(await ledger.getByTestId('ledger-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')))).toEqual(['hold_capture', 'hold', 'adjustment']);
    const after = await ledger.getByTestId('ledger-balance-after').allTextContents();
    expect(cents(after[2])).toBe(500);
    await ledger.getByTestId('ledger-kind').selectOption('charges');
    await waitFor(async () => ((await ledger.getByTestId('ledger-row').count()) === 1 ? true : undefined), 'only the charge');
    expect(await ledger.getByTestId('ledger-row').getAttribute('data-kind')).toBe('hold_capture');
    await ledger.getByTestId('ledger-kind').selectOption('');

    const [download] = await Promise.all([page.waitForEvent('download'), ledger.getByTestId('ledger-csv').click()]);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('date,kind,amount,wallet_change,balance_after,reference,reason');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['hold_capture', 'hold', 'adjustment']);
    expect(lines[3]).toContain('test funds');

    // The history says what was charged, and filters.
    await page.goto(`${system.baseUrl}/profile/history`);
    const item = page.getByTestId('history-item').first();
    await item.waitFor();
    expect(await item.getByTestId('history-charge').getAttribute('data-charge')).toBe('charged');
    await page.getByTestId('history-status-filter').selectOption('cancelled');
    await page.getByText('Nothing found').waitFor();
    await context.close();
  }, 90_000);

  it('lists a service in every country, sorts by price, and buys from a row', async () => {
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, 5)).status).toBe(200);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);
    await page.goto(system.baseUrl);
    await page.getByTestId('country-select').selectOption('GB');
    await page.getByTestId('service-ds').click();
    const table = page.getByTestId('price-table');
    await table.locator('[data-testid="price-row"][data-country="DE"]').first().waitFor();
    const prices = async () => (await table.getByTestId('price-row-price').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value')))));
    await waitFor(async () => ((await prices()).length >= 30 ? true : undefined), 'a row for every country');
    // Carrier rows arrive after the countries' answers; compare only the complete list.
    await table.locator('table[aria-busy="false"]').waitFor();
    const ascending = await prices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await table.getByTestId('sort-price').click();
    const descending = await prices();
    expect(descending).toEqual([...ascending].sort((a, b) => b - a));
    expect(new Set(descending).size).toBeGreaterThan(1);

    const germany = table.locator('[data-testid="price-row"][data-country="DE"][data-carrier=""]');
    await germany.getByTestId('price-row-count').getByText('5 numbers').waitFor();
    await germany.getByTestId('price-row-buy').click();
    await page.getByTestId('popup').getByText(/Your number for Discord is ready/).waitFor();
    const card = page.getByTestId('current-activations').getByTestId('activation');
    await card.waitFor();
    expect(de.map((s) => s.number)).toContain((await card.getByTestId('activation-number').textContent())?.trim());
    await germany.getByTestId('price-row-count').getByText('4 numbers').waitFor();
    await context.close();
  }, 90_000);
});
