import type { Browser } from 'playwright-core';
import { adminToken, registerVerified } from '../support/accounts';
import { launchBrowser, logIn, newVisitor } from '../support/browser';
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
    await logIn(page, system.baseUrl, account);
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

  it('shows a balance change pushed over the live connection without reloading', async () => {
    const admin = await adminToken(system);
    const account = await registerVerified(system);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, account);
    await page.goto(`${system.baseUrl}/rent`);
    // Listening from the socket's first frame: 'user_connected' comes right after the handshake.
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        if (!ws.url().includes('/socket.io/')) return;
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('user_connected')) resolve();
        });
      });
    });
    await page.reload();
    await connected;

    const adjusted = await system.http.post('/admin/users/balance', { userId: account._id, amount: 7.25, reason: 'goodwill credit' }, admin);
    expect(adjusted.status).toBe(200);
    await page.waitForFunction(() => document.querySelector('[data-testid=header-balance]')?.textContent?.includes('7.25'));
    await context.close();
  }, 60_000);
});
