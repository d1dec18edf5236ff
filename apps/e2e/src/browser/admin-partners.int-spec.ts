import type { ActivationView, ResellsPage } from '@simrelay/contracts';
import { FakeSmsActivateProvider, LocalSmsHubHub, startFakeSmsActivateProvider, waitFor } from '@simrelay/testing';
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { registerVerified } from '../support/accounts';
import { gbSims } from '../support/agent-reports';
import { launchBrowser, newVisitor } from '../support/browser';
import { HUB_TEST_ENV } from '../support/hubs';
import { startSystemWithSims, SystemWithSims } from '../support/sim-system';

/**
 * The back office's partner pages in a real browser against the whole system, with a local
 * SMS-Activate-compatible provider and a local SMSHub hub: an executor added (its key never
 * shown again) and tested, a hub added and offered our SIM, the hub's sale listed, a purchase
 * our rack cannot serve bought upstream and its resell cancelled and removed.
 */
describe('admin app: resells and partners', () => {
  let sut: SystemWithSims;
  let provider: FakeSmsActivateProvider;
  let hub: LocalSmsHubHub;
  let browser: Browser;
  let page: Page;
  const sims = gbSims(1);
  const hubKey = `hubkey-${randomBytes(12).toString('hex')}`;

  const url = (path: string) => `${sut.system.baseUrl}/admin${path}`;
  const popup = (text: string | RegExp) => page.getByTestId('popup').filter({ hasText: text }).waitFor();
  /** The form empties a write-only field once the server took it. */
  const fieldEmptied = (field: Locator) => waitFor(async () => ((await field.inputValue()) === '' ? true : undefined), 'the field emptied');
  const resells = async () => (await sut.system.http.get<ResellsPage>('/admin/resells?limit=200', sut.admin)).body.items;

  beforeAll(async () => {
    provider = await startFakeSmsActivateProvider();
    provider.market.setStock('tg', 'GB', { cost: 0.1, count: 5 });
    [sut, browser] = await Promise.all([
      startSystemWithSims(sims, { admin: true, env: { ...HUB_TEST_ENV, UPSTREAM_POLL_MS: '200', RATE_LIMIT_FACTOR: '20' } }),
      launchBrowser(),
    ]);
    sut.system.witness.add('provider key', provider.market.apiKey);
    sut.system.witness.add('hub protocol key', hubKey);
    hub = await LocalSmsHubHub.start({ agentUrl: `${sut.system.baseUrl}/smshub`, key: hubKey });
    ({ page } = await newVisitor(browser));
    await page.goto(url(''));
    await page.getByLabel('Email').fill(sut.system.admin.email);
    await page.getByLabel('Password').fill(sut.system.admin.password);
    await page.getByTestId('admin-login').click();
    await page.getByTestId('overview').waitFor();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await hub?.close();
    await sut?.stop();
    await provider?.close();
  });

  it('adds an executor whose key is never shown again, tests the key and shows the provider\'s balance', async () => {
    await page.getByTestId('nav-executors').click();
    await page.getByTestId('empty-state').filter({ hasText: 'No executors yet' }).waitFor();
    const form = page.getByTestId('executor-add');
    await form.getByTestId('executor-name').fill('sa');
    await form.getByTestId('executor-kind').selectOption('sms-activate');
    await form.getByTestId('executor-baseUrl').fill(provider.handlerUrl);
    await form.getByTestId('executor-apiKey').fill(provider.market.apiKey);
    await form.getByTestId('executor-maxCost').fill('1');
    await form.getByTestId('executor-marginPercent').fill('50');
    await form.getByTestId('executor-requestsPerSecond').fill('50');
    await form.getByTestId('executor-submit').click();
    await popup('Executor sa added');
    const row = page.locator('[data-testid=executor-row][data-name=sa]');
    await row.filter({ hasText: 'key saved' }).waitFor();
    await fieldEmptied(form.getByTestId('executor-apiKey'));
    expect(await page.content()).not.toContain(provider.market.apiKey);

    await row.getByTestId('executor-test').click();
    await popup(`The key of sa works: balance ${provider.market.balance}`);
    await row.getByTestId('executor-test-result').filter({ hasText: `balance ${provider.market.balance}` }).waitFor();

    // Changing it leaves the key alone when the field stays empty.
    await row.getByTestId('executor-edit-open').click();
    const edit = page.getByTestId('executor-edit');
    expect(await edit.getByTestId('executor-apiKey').inputValue()).toBe('');
    await edit.getByTestId('executor-priority').fill('3');
    await edit.getByTestId('executor-submit').click();
    await popup('Executor sa saved');
    await row.filter({ hasText: 'Priority 3' }).waitFor();
    await row.getByTestId('executor-test').click();
    await popup('The key of sa works');
  }, 60_000);

  it('adds a hub with its offer; the hub buys our SIM and its sale is listed', async () => {
    await page.getByTestId('nav-hubs').click();
    await page.getByTestId('empty-state').filter({ hasText: 'No hubs yet' }).waitFor();
    const form = page.getByTestId('hub-add');
    await form.getByTestId('hub-name').fill('Local hub');
    await form.getByTestId('hub-protocolKey').fill(hubKey);
    await form.getByTestId('hub-pushUrl').fill(hub.pushUrl);
    await form.getByTestId('hub-services').fill('tg');
    await form.getByTestId('hub-countries').fill('gb');
    await form.getByTestId('hub-minPayouts').fill('tg=0.1');
    await form.getByTestId('hub-submit').click();
    await popup('Hub Local hub added');
    const row = page.locator('[data-testid="hub-row"][data-name="Local hub"]');
    await row.filter({ hasText: `key …${hubKey.slice(-4)}` }).waitFor();
    expect(await row.getByTestId('hub-offer-summary').textContent()).toBe('tgGBtg=0.1');
    expect(await page.content()).not.toContain(hubKey);

    // The offer has a dialog of its own; the services it lists replace the old ones.
    await row.getByTestId('hub-offer-open').click();
    await page.getByTestId('offer-services').fill('tg, wa');
    await page.getByTestId('offer-save').click();
    await popup('Offer to Local hub saved');
    await row.getByTestId('hub-offer-summary').filter({ hasText: 'tg, wa' }).waitFor();

    const bought = await hub.getNumber({ country: 'united kingdom', operator: 'any', service: 'tg', sum: 0.25, currency: 840 });
    expect(bought.body).toMatchObject({ status: 'SUCCESS', number: Number(sims[0]?.number.replace('+', '')) });
    await row.getByTestId('hub-open').click();
    await page.waitForURL(/\?hub=/);
    await page.getByTestId('hub-sale-row').filter({ hasText: String(bought.body['activationId']) }).waitFor();
    expect(await page.getByTestId('hub-sale-row').getAttribute('data-state')).toBe('open');
    await page.getByTestId('hub-tab-pushes').click();
    await page.getByTestId('hub-activity').getByTestId('empty-state').filter({ hasText: 'No pushes yet' }).waitFor();
  }, 60_000);

  it('lists the resell of a purchase our rack could not serve, and cancels and removes it', async () => {
    // Our one SIM is in the hub's open sale: the next purchase is bought from the executor.
    const buyer = await registerVerified(sut.system);
    expect((await sut.fund(buyer._id, 5)).status).toBe(200);
    const bought = await sut.system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, buyer.token);
    expect(bought.status).toBe(201);
    await page.getByTestId('nav-resells').click();
    await page.getByTestId('resells-filter-executor').selectOption('sa');
    await page.getByTestId('resells-filter-apply').click();
    await page.waitForURL(/executor=sa/);
    const row = page.locator('[data-testid=resell-row][data-executor=sa]').filter({ hasText: bought.body.number });
    await row.waitFor();
    expect(await row.getAttribute('data-state')).toBe('waiting');

    await row.getByTestId('remove-resell').click();
    await page.getByTestId('confirm-ok').click();
    await popup(`Resell of ${bought.body.number}`);
    await waitFor(async () => ((await resells()).find((r) => r.number === bought.body.number)?.state === 'removed' ? true : undefined), 'the resell removed upstream');
    await page.reload();
    await row.and(page.locator('[data-state=removed]')).waitFor();
    expect(await row.getByTestId('remove-resell').isDisabled()).toBe(true);

    // Sorted on the server like every list, the filter kept beside the order.
    await page.getByRole('columnheader', { name: 'Cost' }).getByRole('button').click();
    await page.waitForURL(/executor=sa.*sort=cost&order=asc|sort=cost&order=asc.*executor=sa/);
    expect(await page.getByRole('columnheader', { name: 'Cost' }).getAttribute('aria-sort')).toBe('ascending');
    await row.waitFor();
  }, 60_000);

  it('shows the executor\'s figures over a period, and disables it after confirmation', async () => {
    await page.getByTestId('nav-executors').click();
    const figures = page.locator('[data-testid=figures-row][data-executor=sa]');
    await figures.waitFor();
    expect(await figures.getByTestId('figures-purchases').textContent()).toBe('1');
    const row = page.locator('[data-testid=executor-row][data-name=sa]');
    await row.getByTestId('executor-disable').click();
    await page.getByTestId('confirm-ok').click();
    await popup('sa disabled');
    await row.getByTestId('executor-state').filter({ hasText: 'disabled' }).waitFor();
    expect(await row.getByTestId('executor-enable').isVisible()).toBe(true);
  }, 60_000);
});
