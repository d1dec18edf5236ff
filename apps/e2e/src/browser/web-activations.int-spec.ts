import type { ActivationView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import type { Browser, Page } from 'playwright-core';
import { registerVerified } from '../support/accounts';
import { gbSims } from '../support/agent-reports';
import { launchBrowser, logIn, newVisitor } from '../support/browser';
import { startSystemWithSims, SystemWithSims } from '../support/sim-system';
import type { System } from '../support/system';

/**
 * A one-time number in a real browser: bought on the home page, its code pushed live into the
 * open list, finished, then found in the history; and what a buyer without money is told.
 */
describe('web app: one-time activations', () => {
  let sut: SystemWithSims;
  let system: System;
  let browser: Browser;
  const sims = gbSims(3);

  beforeAll(async () => {
    [sut, browser] = await Promise.all([startSystemWithSims(sims, { web: true }), launchBrowser()]);
    system = sut.system;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await sut?.stop();
  });

  /** Home page, United Kingdom, Telegram: the 'Get number' step. */
  const chooseTelegram = async (page: Page) => {
    await page.goto(`${system.baseUrl}/`);
    await page.getByTestId('country-select').selectOption('GB');
    await page.getByTestId('service-tg').click();
    await page.getByTestId('buy-number').waitFor();
  };

  it('opens on the country that has numbers, says which countries have them, and keeps the visitor\'s choice', async () => {
    // The stock as the catalog reports it (asked of the inventory at most every few seconds).
    await waitFor(async () => (await system.http.get<Array<{ code: string; available: number }>>('/services/countries')).body.find((c) => c.code === 'GB')?.available === 3 || undefined, 'GB stock in the country list');
    const { context, page } = await newVisitor(browser);
    await page.goto(`${system.baseUrl}/`);
    const select = page.getByTestId('country-select');
    // Only the United Kingdom has SIMs here: a first visit opens on it.
    await select.locator('option:checked[value="GB"]').waitFor({ state: 'attached' });
    expect(await select.locator('optgroup[label="Numbers available now"] option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(['GB']);
    expect(await select.locator('optgroup[label="No numbers at the moment"] option[value="UA"]').count()).toBe(1);
    await page.getByTestId('service-tg').getByText('3 numbers').waitFor();

    await select.selectOption('PL');
    await page.reload();
    await select.locator('option:checked[value="PL"]').waitFor({ state: 'attached' });
    await context.close();
  }, 60_000);

  it('buys a number, shows the code pushed live, finishes it and lists it in the history', async () => {
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, 5)).status).toBe(200);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);
    // The live connection of the page loaded next is up once the gateway greeted it.
    const connected = new Promise<void>((resolve) =>
      page.on('websocket', (ws) => ws.on('framereceived', (frame) => String(frame.payload).includes('user_connected') && resolve())),
    );
    await chooseTelegram(page);
    await connected;

    await page.getByTestId('buy-number').click();
    await page.getByTestId('buy-done').waitFor();
    const number = (await page.getByTestId('buy-number-value').textContent())?.trim();
    const sim = sims.find((s) => s.number === number);
    expect(sim).toBeDefined();
    const card = page.getByTestId('current-activations').getByTestId('activation');
    await card.getByText('Waiting for SMS').waitFor();
    expect(await card.getByTestId('activation-timer').getAttribute('aria-label')).toMatch(/^1[45]:\d\d left/);

    // No reload, and the list's periodic refetch held off: the code can only come over the live connection.
    await page.route('**/numbers/current', (route) => route.abort());
    await sut.agent.sms(sim as (typeof sims)[number], 'Telegram', 'Your Telegram code 12345');
    await card.getByTestId('activation-code').filter({ hasText: '12345' }).waitFor();
    expect(await page.getByTestId('activation-announcement').textContent()).toContain('12345');
    await card.getByText('Code received').waitFor();
    await page.unroute('**/numbers/current');

    await card.getByRole('button', { name: /^Finish/ }).click();
    await page.getByTestId('popup').getByText('Done. The number is finished.').waitFor();
    await page.getByTestId('current-activations').waitFor({ state: 'detached' });

    await page.goto(`${system.baseUrl}/profile/history`);
    const item = page.getByTestId('history-item').first();
    await item.waitFor();
    expect(await item.textContent()).toContain(number);
    expect(await item.getByTestId('history-status').textContent()).toBe('Finished');
    await item.getByRole('button', { name: 'Show messages' }).click();
    await item.getByTestId('history-messages').getByTestId('activation-code').filter({ hasText: '12345' }).waitFor();
    await context.close();
  }, 60_000);

  it('tells a buyer without money that the balance is insufficient and links to the top-up', async () => {
    const user = await registerVerified(system);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);
    await chooseTelegram(page);
    await page.getByTestId('buy-number').click();
    const error = page.getByTestId('buy-error');
    await error.getByText('Insufficient balance').waitFor();
    expect(await error.getByRole('link', { name: 'Top up the balance' }).getAttribute('href')).toBe('/payment');
    await context.close();
  }, 60_000);

  it('gives the same number, charged once, when the answer to a purchase was lost and the buyer clicks again', async () => {
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, 5)).status).toBe(200);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);
    await chooseTelegram(page);

    // The purchase reaches the gateway and completes; its answer never reaches the page, and
    // neither does the open list (which would show the number and turn 'Get number' off).
    await page.route('**/numbers/current', (route) => route.abort());
    await page.route('**/numbers/one', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByTestId('buy-number').click();
    await page.getByTestId('buy-error').waitFor();
    await page.unroute('**/numbers/one');

    await page.getByTestId('buy-number').click();
    await page.getByTestId('buy-done').waitFor();
    await page.unroute('**/numbers/current');
    const number = (await page.getByTestId('buy-number-value').textContent())?.trim();
    const open = (await system.http.get<ActivationView[]>('/numbers/current', user.token)).body;
    expect(open.map((a) => a.number)).toEqual([number]);
    await context.close();
  }, 60_000);
});
