import type { ActivationView } from '@simrelay/contracts';
import { LocalServer, sendJson, startLocalServer } from '@simrelay/testing';
import type { Browser } from 'playwright-core';
import { registerVerified } from '../support/accounts';
import { gbSims, TestSim } from '../support/agent-reports';
import { launchBrowser, logIn, newVisitor } from '../support/browser';
import { startSystemWithSims, SystemWithSims } from '../support/sim-system';

/** A promise and the function that settles it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The latest webhook deliveries on /profile/api in a real browser: a code POSTed to the user's
 * server, refused once, then accepted on the retry, and every attempt shown as it happened.
 */
describe('web app: webhook deliveries', () => {
  let sut: SystemWithSims;
  let browser: Browser;
  let receiver: LocalServer;
  const sims = gbSims(1);
  let posts = 0;
  /** The first POST was answered 500. */
  const refused = signal();
  /** Lets the second POST have its success answer. */
  const accept = signal();

  beforeAll(async () => {
    // The user's server: an error the first time; the retry waits for the test, then succeeds.
    receiver = await startLocalServer(async (_req, _body, res) => {
      posts += 1;
      if (posts === 1) {
        sendJson(res, 500, { error: 'not ready' });
        refused.resolve();
        return;
      }
      await accept.promise;
      sendJson(res, 200, { status: 'success' });
    });
    [sut, browser] = await Promise.all([
      startSystemWithSims(sims, {
        web: true,
        env: {
          // The receiver is on loopback, which users may not reach: the operator allows it here.
          WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8',
          WEBHOOK_RETRY_DELAY_MS: '500',
          // The retry is held until the page has shown the first attempt: it must not time out meanwhile.
          WEBHOOK_TIMEOUT_MS: '60000',
        },
      }),
      launchBrowser(),
    ]);
  }, 120_000);
  afterAll(async () => {
    accept.resolve();
    await browser?.close();
    await sut?.stop();
    await receiver?.close();
  });

  it('shows a delivery with its code, retrying after a refusal, then delivered with both attempts', async () => {
    const { system } = sut;
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, 5)).status).toBe(200);
    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);
    await page.goto(`${system.baseUrl}/profile/api`);

    // Nothing sent yet: the card says when deliveries appear. It comes after the signing secret.
    const card = page.getByRole('region', { name: 'Recent deliveries' });
    await card.getByTestId('webhook-deliveries-empty').getByText('once a webhook URL is set and a code arrives').waitFor();
    const order = await page
      .locator('[data-testid=webhook-form], [data-testid=webhook-secret], [data-testid=webhook-deliveries]')
      .evaluateAll((found) => found.map((e) => e.getAttribute('data-testid')));
    expect(order).toEqual(['webhook-form', 'webhook-secret', 'webhook-deliveries']);

    // The user points the webhook at their server.
    const form = page.getByTestId('webhook-form');
    await form.getByLabel('Webhook URL').fill(`${receiver.url}/hooks/sms`);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('popup').filter({ hasText: 'Webhook URL saved' }).waitFor();

    const bought = await system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, user.token);
    expect(bought.status).toBe(201);
    const sim = sims.find((s) => s.number === bought.body.number) as TestSim;
    await sut.agent.sms(sim, 'Telegram', 'Your Telegram code 12345');
    await refused.promise;

    // Opened again: the delivery, with its code, waiting for its retry (the page keeps asking while it does).
    await page.reload();
    const delivery = card.getByTestId('webhook-delivery');
    await delivery.waitFor();
    expect(await card.getByTestId('webhook-delivery').count()).toBe(1);
    expect(await delivery.textContent()).toContain(bought.body.number);
    expect(await delivery.getByTestId('webhook-delivery-message').textContent()).toBe('12345');
    const state = delivery.getByTestId('webhook-delivery-state');
    await state.filter({ hasText: 'Retrying' }).waitFor();
    expect(await delivery.getByTestId('webhook-delivery-attempts').textContent()).toBe('1');

    const toggle = delivery.getByRole('button', { name: 'Show attempts' });
    await toggle.click();
    const attempts = delivery.getByRole('list', { name: `Attempts for ${bought.body.number}` }).getByTestId('webhook-attempt');
    await attempts.first().waitFor();
    expect(await attempts.count()).toBe(1);
    expect(await attempts.first().getByTestId('webhook-attempt-status').textContent()).toBe('HTTP 500');
    expect(await delivery.getByRole('button', { name: 'Hide attempts' }).getAttribute('aria-expanded')).toBe('true');

    // The server accepts the retry: the page shows it without a reload, the attempts still open.
    accept.resolve();
    await state.filter({ hasText: 'Delivered' }).waitFor();
    await attempts.nth(1).waitFor();
    expect(await delivery.getByTestId('webhook-delivery-attempts').textContent()).toBe('2');
    expect(await attempts.count()).toBe(2);
    expect(await attempts.allTextContents()).toEqual([expect.stringContaining('HTTP 500'), expect.stringContaining('HTTP 200')]);
    expect(await attempts.first().textContent()).toMatch(/^Attempt 1/);
    // One delivery: no pages.
    expect(await card.getByRole('navigation').count()).toBe(0);
    expect(posts).toBe(2);
    await context.close();
  }, 90_000);
});
