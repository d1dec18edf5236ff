import type { Browser, Page } from 'playwright-core';
import { registerVerified } from '../support/accounts';
import { launchBrowser, logIn, newVisitor } from '../support/browser';
import { startSystem, System } from '../support/system';

/** The webhook signing secret on /profile/api, in a real browser against the whole running system. */
describe('web app: the webhook signing secret', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    [system, browser] = await Promise.all([startSystem({ web: true }), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const shown = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim() ?? '';
  const serverSecret = async (token: string) => {
    const me = await system.http.get<{ webhookSecret: string }>('/users/me', token);
    expect(me.status).toBe(200);
    return me.body.webhookSecret;
  };

  it('shows the secret, copies it, and replaces it only after confirmation', async () => {
    const account = await registerVerified(system);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, account);
    await page.goto(`${system.baseUrl}/profile/api`);

    // Shown in full, after the webhook form, and the same as the server's.
    const card = page.getByRole('region', { name: 'Webhook signing secret' });
    await card.waitFor();
    const secret = await shown(page, 'webhook-secret');
    expect(secret).toMatch(/^whsec_/);
    expect(secret).toBe(await serverSecret(account.token));
    const order = await page.locator('[data-testid=webhook-form], [data-testid=webhook-secret]').evaluateAll((found) => found.map((e) => e.getAttribute('data-testid')));
    expect(order).toEqual(['webhook-form', 'webhook-secret']);

    await card.getByRole('button', { name: 'Copy the secret' }).click();
    await page.getByTestId('popup').filter({ hasText: 'Webhook secret copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    // Cancelled: nothing changes.
    await card.getByRole('button', { name: 'Generate a new secret' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate a new webhook secret?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await shown(page, 'webhook-secret')).toBe(secret);
    expect(await serverSecret(account.token)).toBe(secret);

    // Confirmed: a new secret, on the page and on the server; the API key is untouched.
    await card.getByRole('button', { name: 'Generate a new secret' }).click();
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByTestId('popup').filter({ hasText: 'A new webhook secret is ready' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('webhook-secret-error').count()).toBe(0);
    const renewed = await shown(page, 'webhook-secret');
    expect(renewed).toMatch(/^whsec_/);
    expect(renewed).not.toBe(secret);
    expect(await serverSecret(account.token)).toBe(renewed);
    expect(await shown(page, 'api-key')).toBe(account.apiKey);

    // It stays after a reload, and copying gives the new one.
    await page.reload();
    await page.getByTestId('webhook-secret').filter({ hasText: renewed }).waitFor();
    await card.getByRole('button', { name: 'Copy the secret' }).click();
    await page.getByTestId('popup').filter({ hasText: 'Webhook secret copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(renewed);
    await context.close();
  }, 90_000);
});
