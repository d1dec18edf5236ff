import type { Browser, Page } from 'playwright-core';
import { adminToken, linkToken, PASSWORD, registerVerified, uniqueEmail } from '../support/accounts';
import { launchBrowser, logIn, newVisitor } from '../support/browser';
import { startSystem, System } from '../support/system';

/** The customer web app in a real browser against the whole running system. */
describe('web app: accounts in the browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    [system, browser] = await Promise.all([startSystem({ web: true, varyClientAddress: false }), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const open = async (locale = 'en-US') => newVisitor(browser, { locale });
  const login = async (page: Page, email: string, password: string) => {
    await page.goto(`${system.baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  };

  it('register with the human check -> mail -> verify -> login -> language -> copy API key -> logout', async () => {
    const { context, page } = await open();
    const email = uniqueEmail('web');
    await page.goto(`${system.baseUrl}/register`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    // The first submit with valid fields shows the human check; it solves itself.
    await page.getByTestId('human-check').waitFor();
    await page.getByText('Check passed').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByTestId('register-success').waitFor();

    const mail = await system.smtp.nextMailTo(email);
    await page.goto(`${system.baseUrl}/users/verify/${linkToken(mail, '/users/verify/')}`);
    await page.getByTestId('verify-done').waitFor();

    await page.goto(`${system.baseUrl}/profile/balance`);
    await page.getByTestId('logout').click();
    await page.getByTestId('header-login').waitFor();

    await login(page, email, PASSWORD);
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('header-balance').textContent()).toContain('0.00');

    await page.getByTestId('language-select').selectOption('ru');
    await page.getByRole('link', { name: 'Верификация' }).first().waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Верификация' }).first().waitFor();

    await page.goto(`${system.baseUrl}/profile/api`);
    const apiKey = (await page.getByTestId('api-key').textContent())?.trim() ?? '';
    expect(apiKey).toMatch(/^sr_/);
    await page.getByRole('button', { name: 'Скопировать ключ' }).click();
    await page.getByTestId('popup').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);

    await page.getByTestId('logout').click();
    await page.getByTestId('header-login').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('simrelay.session'));
    expect(stored === null || JSON.parse(stored).state.token === null).toBe(true);
    await context.close();
  }, 90_000);

  it('restores a forgotten password through the mailed link', async () => {
    const account = await registerVerified(system);
    const { context, page } = await open();
    await page.goto(`${system.baseUrl}/users/reset`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByTestId('reset-sent').waitFor();
    const mail = await system.smtp.nextMailTo(account.email);
    await page.goto(`${system.baseUrl}/users/restore/${linkToken(mail, '/users/restore/')}`);
    await page.getByTestId('restore-form').waitFor();
    expect(await page.getByTestId('restore-email').textContent()).toContain(account.email);
    await page.getByLabel('New password', { exact: true }).fill('Fresh9Pass');
    await page.getByLabel('Repeat the new password').fill('Fresh9Pass');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByTestId('restore-success').waitFor();
    await login(page, account.email, 'Fresh9Pass');
    await page.getByTestId('header-balance').waitFor();
    await context.close();
  }, 60_000);

  it("shows the server's error for a wrong password", async () => {
    const account = await registerVerified(system);
    const { context, page } = await open();
    await login(page, account.email, 'Wrong9999');
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toContain('Wrong email or password');
    await context.close();
  });

  it('shows the maintenance screen while maintenance is on, and clears it after', async () => {
    const admin = await adminToken(system);
    await system.http.post('/admin/mode', { maintenance: true }, admin);
    const { context, page } = await open('uk-UA');
    try {
      await page.goto(system.baseUrl);
      const notice = page.getByTestId('maintenance');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Сервер тимчасово недоступний через технічні роботи');
      await system.http.post('/admin/mode', { maintenance: false }, admin);
      // The screen re-checks the server on its own.
      await notice.waitFor({ state: 'detached', timeout: 20_000 });
    } finally {
      await system.http.post('/admin/mode', { maintenance: false }, admin);
      await context.close();
    }
  }, 60_000);

  it('a banned user sees the ban banner, dismisses it, and it stays dismissed', async () => {
    const account = await registerVerified(system);
    const admin = await adminToken(system);
    await system.http.patch(`/admin/users/${account._id}`, { ban: true }, admin);
    const { context, page } = await open();
    await login(page, account.email, account.password);
    const banner = page.getByTestId('ban-banner');
    await banner.waitFor();
    await banner.getByRole('button', { name: 'I understand' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('ban-banner').count()).toBe(0);
    await context.close();
  }, 60_000);

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
