import type { ActivationView } from '@simrelay/contracts';
import type { Browser } from 'playwright-core';
import { registerVerified } from '../support/accounts';
import { gbSims } from '../support/agent-reports';
import { launchBrowser, logIn, newVisitor } from '../support/browser';
import { startSystemWithUpstreams, SystemWithUpstreams } from '../support/upstream';

/**
 * A number bought from a partner provider, in a real browser: its code shown, another code
 * asked for while the provider is away (the buyer is told what to do next), then once it is back.
 */
describe('web app: a number from a partner provider', () => {
  let sut: SystemWithUpstreams;
  let browser: Browser;

  beforeAll(async () => {
    [sut, browser] = await Promise.all([startSystemWithUpstreams(gbSims(1), { web: true }), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await sut?.stop();
  });

  it('asks the provider for another code, and tells the buyer to try again in a minute while it is away', async () => {
    const { system } = sut;
    // Our one modem banned: the purchase goes to the SMS-Activate provider.
    const modems = await system.http.get<Array<{ _id: string }>>('/admin/modems', sut.admin);
    for (const modem of modems.body) expect((await system.http.patch(`/admin/modems/ban/${modem._id}`, { ban: true }, sut.admin)).status).toBe(200);
    sut.sa.market.setStock('tg', 'GB', { cost: 0.1, count: 2 });
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, 5)).status).toBe(200);
    const bought = await system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, user.token);
    expect(bought.status).toBe(201);
    const order = sut.sa.market.orderOf(bought.body.number);
    sut.sa.market.receive(order.id, '11111', 'Telegram code 11111');
    await sut.activationIn(user, bought.body.activationId, ['received']);

    const { context, page } = await newVisitor(browser);
    await logIn(page, system.baseUrl, user);
    await page.goto(`${system.baseUrl}/`);
    const card = page.getByTestId('current-activations').getByTestId('activation');
    await card.getByTestId('activation-code').filter({ hasText: '11111' }).waitFor();
    const another = card.getByRole('button', { name: /^Another code on/ });

    sut.sa.market.down = true;
    await another.click();
    const refused = page.getByTestId('popup').filter({ hasText: "This number's provider is not answering right now. Try again in a minute, or finish the activation." });
    await refused.waitFor();
    expect(await refused.getAttribute('data-kind')).toBe('error');
    expect(order.retryAsked).toBe(false);

    sut.sa.market.down = false;
    await another.click();
    await page.getByTestId('popup').filter({ hasText: 'Waiting for another code on the same number.' }).waitFor();
    expect(order.retryAsked).toBe(true);
    sut.sa.market.receive(order.id, '22222', 'Telegram code 22222');
    await card.getByTestId('activation-code').filter({ hasText: '22222' }).waitFor();
    await context.close();
  }, 90_000);
});
