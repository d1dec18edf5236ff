import type { Browser } from 'playwright-core';
import { adminToken, registerVerified } from '../support/accounts';
import { launchBrowser, newVisitor } from '../support/browser';
import { startSystem, System } from '../support/system';

/** A top-up in test mode, in a real browser: the header's balance follows. */
describe('web app: top-up in test mode', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    [system, browser] = await Promise.all([startSystem({ web: true }), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('pays $10 by card through the sandbox and sees $9.80 in the header', async () => {
    const admin = await adminToken(system);
    await system.http.patch('/admin/testmode', { testMode: true }, admin);
    const account = await registerVerified(system);
    const { context, page } = await newVisitor(browser);
    await page.goto(`${system.baseUrl}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await (await page.getByTestId('header-balance').elementHandle())?.textContent()).toContain('0.00');

    await page.goto(`${system.baseUrl}/payment`);
    await page.getByLabel('Sum, $').fill('10');
    const proceed = page.getByTestId('payment-proceed');
    await page.waitForFunction(() => !(document.querySelector('[data-testid=payment-proceed]') as HTMLButtonElement | null)?.disabled);
    await proceed.click();
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/payment\/success$/);
    await page.waitForFunction(() => document.querySelector('[data-testid=header-balance]')?.textContent?.includes('9.80'));

    await page.goto(`${system.baseUrl}/profile/balance`);
    const history = page.getByTestId('topup-history');
    await history.locator('tbody tr').first().waitFor();
    const row = await history.locator('tbody tr').first().textContent();
    expect(row).toContain('$10.00');
    expect(row).toContain('$9.80');
    expect(row).toContain('Paid');
    await context.close();
  }, 60_000);
});
