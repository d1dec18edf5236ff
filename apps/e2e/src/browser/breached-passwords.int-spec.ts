import { resources } from '@simrelay/i18n';
import type { Browser } from 'playwright-core';
import { uniqueEmail } from '../support/accounts';
import { launchBrowser, newVisitor } from '../support/browser';
import { startSystem, System } from '../support/system';

/** Passwords found in breached-password lists, refused by the API and explained by the register form, in en, ru and uk. */
describe('breached passwords', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    [system, browser] = await Promise.all([startSystem({ web: true }), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const register = async (password: string) =>
    system.http.post('/users/register', { email: uniqueEmail('breach'), password, lang: 'en', altcha: await system.http.solveCaptcha() });

  it('refuses a listed password (whatever its case) with 400 on the password field, and takes one in no list', async () => {
    for (const password of ['Password1', 'pASSWORD1', 'Qwerty123', 'Iloveyou1']) {
      const refused = await register(password);
      expect([refused.status, refused.body]).toEqual([400, { statusCode: 400, code: 'COMMON.INVALID', message: 'Missing or invalid request parameters', fields: { password: 'breached' } }]);
    }
    // The SPEC's own rules still come first.
    expect((await register('password1')).body).toMatchObject({ fields: { password: 'pass' } });
    expect((await register('Tq7wZr2Lm9')).status).toBe(201);
  });

  it.each([
    ['en', 'en-US'],
    ['ru', 'ru-RU'],
    ['uk', 'uk-UA'],
  ] as const)('tells the visitor why on the register form (%s)', async (lang, locale) => {
    const texts = resources[lang];
    const { context, page } = await newVisitor(browser, { locale });
    await page.goto(`${system.baseUrl}/register`);
    const form = page.getByTestId('register-form');
    await form.locator('input[type=email]').fill(uniqueEmail(`breach-${lang}`));
    await form.locator('input[name=password]').fill('Password1');
    await form.locator('button[type=submit]').click();
    // The first submit shows the human check; it solves itself, then the form is sent.
    await page.getByText(texts.account.register.checkDone).waitFor({ timeout: 30_000 });
    await form.locator('button[type=submit]').click();
    await form.getByText(texts.common.validation.breached).waitFor();
    expect(page.url()).toBe(`${system.baseUrl}/register`);
    await context.close();
  }, 60_000);
});
