import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor } from '../support/browser';
import { startSystem, System } from '../support/system';

/** The home page's service picker, the rent page's table and the API documentation, in a real browser, in several languages. */
describe('web app: catalog in the browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    [system, browser] = await Promise.all([startSystem({ web: true }), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it.each([
    ['en-US', 'Choose a service', 'Poland', 'Nothing found', 'You have not chosen anything yet'],
    ['uk-UA', 'Оберіть сервіс', 'Польща', 'Нічого не знайдено', 'Ви ще нічого не обрали'],
  ])('%s: selects a country and searches a service on the home page', async (locale, title, poland, nothingFound, nothingChosen) => {
    const { context, page } = await newVisitor(browser, { locale });
    await page.goto(system.baseUrl);
    const picker = page.getByTestId('service-picker');
    await picker.getByRole('heading', { name: title }).waitFor();
    await picker.getByText(nothingChosen).waitFor();

    await page.getByTestId('country-select').selectOption('PL');
    expect(await page.getByTestId('country-select').locator('option:checked').textContent()).toContain(poland);
    await page.getByTestId('service-search').fill('tele');
    // The list refreshes after the search settles: wait until Telegram leads it.
    await page.waitForFunction(() => document.querySelector('.picker__service')?.getAttribute('data-testid') === 'service-tg');
    const telegram = page.getByTestId('service-tg');
    const price = await telegram.locator('.picker__price').textContent();
    expect(price).toMatch(/\$|US/);

    await telegram.click();
    await page.getByTestId('picker-selected').waitFor();
    expect(await page.getByTestId('picker-selected').textContent()).toContain('Telegram');

    await page.getByTestId('service-search').fill('zzzz');
    await picker.getByText(nothingFound).waitFor();
    // Typed in Cyrillic, the way users write it, it finds the service all the same.
    await page.getByTestId('service-search').fill('Телеграм');
    await page.getByTestId('service-tg').waitFor();
    await context.close();
  }, 60_000);

  it('shows the rental table with the 24-hour period first', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ru-RU' });
    await page.goto(`${system.baseUrl}/rent`);
    const table = page.getByTestId('rental-table');
    await table.getByRole('heading', { name: 'Цены аренды' }).waitFor();
    await table.locator('tbody tr').first().waitFor();
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('Любой сервис');
    expect(rows[0]).toContain('24');
    await context.close();
  }, 60_000);
  it('documents every endpoint from the server\'s OpenAPI document, with examples, and the compatible protocols', async () => {
    const openapi = (await system.http.get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json')).body;
    const routes = Object.entries(openapi.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const { context, page } = await newVisitor(browser, { locale: 'ru-RU' });
    await page.goto(`${system.baseUrl}/documentation`);
    await page.getByRole('heading', { name: 'Методы', level: 2 }).waitFor();
    await page.getByTestId('api-endpoint').first().waitFor();
    const endpoints = page.getByTestId('api-endpoint');
    expect((await endpoints.locator('h3 code').allTextContents()).sort()).toEqual(routes.sort());
    const buy = endpoints.filter({ has: page.locator('h3', { hasText: 'POST /api/activations' }) }).first();
    expect(await buy.locator('figure figcaption span').allTextContents()).toEqual(['curl', 'JavaScript', 'Python']);
    expect(await buy.locator('pre').first().textContent()).toContain(`-d '{"service":"tg","country":"GB"}'`);
    await buy.getByRole('heading', { name: 'Тело запроса (JSON)' }).waitFor();
    expect(await page.getByTestId('docs-sms-activate').textContent()).toContain('getNumberV2');
    expect(await page.getByTestId('docs-fivesim').textContent()).toContain('/v1/user/buy/activation/{country}/{operator}/{product}');

    await page.goto(`${system.baseUrl}/partnership`);
    await page.getByText('Партнёрская программа для реселлеров и для хабов').waitFor();
    await context.close();
  }, 60_000);
});

