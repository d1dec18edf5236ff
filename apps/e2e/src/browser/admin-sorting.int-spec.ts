import type { ActivationView } from '@simrelay/contracts';
import type { Browser, Page } from 'playwright-core';
import { Account, registerVerified } from '../support/accounts';
import { gbSims } from '../support/agent-reports';
import { launchBrowser, newVisitor } from '../support/browser';
import { startSystemWithSims, SystemWithSims } from '../support/sim-system';

/**
 * The back office's lists are sorted on the server: a column head sends `sort` and `order`
 * (kept in the URL), the rows come back in that order, and a field outside a list's allow-list
 * is refused with the SPEC's validation error.
 */
describe('admin app: lists sorted on the server', () => {
  let sut: SystemWithSims;
  let browser: Browser;
  let page: Page;
  const tag = `sort${Date.now()}`;
  let buyer: Account;
  let bought: ActivationView[];

  const url = (path: string) => `${sut.system.baseUrl}/admin${path}`;
  const emails = () => page.getByTestId('user-row').evaluateAll((rows) => rows.map((row) => (row.getAttribute('data-email') ?? '').split('.')[0]));
  const numbers = () => page.locator('[data-testid=activation-row] td:nth-child(2)').allTextContents();

  beforeAll(async () => {
    [sut, browser] = await Promise.all([startSystemWithSims(gbSims(3), { admin: true, env: { RATE_LIMIT_FACTOR: '20' } }), launchBrowser()]);
    // Registered in an order the email order disagrees with.
    for (const name of ['carol', 'alice', 'bob']) await registerVerified(sut.system, `${name}.${tag}@example.com`);
    buyer = await registerVerified(sut.system, `dave.${tag}@example.com`);
    expect((await sut.fund(buyer._id, 5)).status).toBe(200);
    bought = [];
    for (let i = 0; i < 2; i++) bought.push((await sut.system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, buyer.token)).body);
    ({ page } = await newVisitor(browser));
    await page.goto(url(''));
    await page.getByLabel('Email').fill(sut.system.admin.email);
    await page.getByLabel('Password').fill(sut.system.admin.password);
    await page.getByTestId('admin-login').click();
    await page.getByTestId('overview').waitFor();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await sut?.stop();
  });

  it('sorts users by a column head, by click and by keyboard, and keeps the order in the URL', async () => {
    await page.goto(url(`/dashboard/users?search=${tag}`));
    await page.getByTestId('user-row').nth(3).waitFor();
    expect(await emails()).toEqual(['dave', 'bob', 'alice', 'carol']);
    const head = page.getByRole('columnheader', { name: 'Email' });
    expect(await head.getAttribute('aria-sort')).toBe('none');

    await head.getByRole('button').click();
    await page.waitForURL(/sort=email&order=asc/);
    await page.getByTestId('user-row').first().and(page.locator(`[data-email^="alice."]`)).waitFor();
    expect(await emails()).toEqual(['alice', 'bob', 'carol', 'dave']);
    expect(await head.getAttribute('aria-sort')).toBe('ascending');

    // The head is a button: Enter turns the order round.
    await head.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/sort=email&order=desc/);
    await page.getByTestId('user-row').first().and(page.locator(`[data-email^="dave."]`)).waitFor();
    expect(await emails()).toEqual(['dave', 'carol', 'bob', 'alice']);
    expect(await head.getAttribute('aria-sort')).toBe('descending');

    // A reload (or a shared link) shows the same order; the search stays.
    await page.reload();
    await page.getByTestId('user-row').nth(3).waitFor();
    expect(await emails()).toEqual(['dave', 'carol', 'bob', 'alice']);
    expect(await page.getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort')).toBe('descending');
  }, 60_000);

  it('sorts a user\'s activations by number, both ways', async () => {
    const sorted = bought.map((a) => a.number).sort();
    await page.goto(url(`/dashboard/activations/user/${buyer._id}`));
    await page.getByTestId('activation-row').nth(1).waitFor();
    const head = page.getByRole('columnheader', { name: 'Number' });
    await head.getByRole('button').click();
    await page.waitForURL(/sort=number&order=asc/);
    await page.locator('[data-testid=activation-row]').first().filter({ hasText: sorted[0] }).waitFor();
    expect(await numbers()).toEqual(sorted);
    await head.getByRole('button').click();
    await page.waitForURL(/sort=number&order=desc/);
    await page.locator('[data-testid=activation-row]').first().filter({ hasText: sorted[1] }).waitFor();
    expect(await numbers()).toEqual([...sorted].reverse());
    expect(await head.getAttribute('aria-sort')).toBe('descending');
  }, 60_000);

  it('refuses a field outside a list\'s allow-list with the validation error', async () => {
    for (const path of ['/admin/users?sort=password_hash', '/admin/activations?sort=hold_id', `/admin/users/${buyer._id}/ledger?sort=amount&order=sideways`]) {
      const reply = await sut.system.http.get<{ message: string }>(path, sut.admin);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Missing or invalid request parameters');
    }
    expect((await sut.system.http.get(`/admin/rentals?sort=state&order=desc`, sut.admin)).status).toBe(200);
  });
});
