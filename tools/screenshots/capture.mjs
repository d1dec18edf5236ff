#!/usr/bin/env node
// Screenshots of every web app route in en, ru and uk at 375 px and 1280 px, for a person to
// look at (overflowing text, untranslated keys). Runs against a running system (`npm start`).
//
//   node tools/screenshots/capture.mjs [--base http://127.0.0.1:5173] [--mail http://127.0.0.1:1080]
//                                      [--out tmp/screenshots] [--only /login,/about]
//
// Profile and payment routes need a session: the tool registers an account through the API
// (solving the human check as the widget would) and opens the mailed verification link.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:5173' },
    mail: { type: 'string', default: 'http://127.0.0.1:1080' },
    out: { type: 'string', default: 'tmp/screenshots' },
    only: { type: 'string' },
    modems: { type: 'string', default: 'http://127.0.0.1:7100' },
    admin: { type: 'string', default: '.data/admin.json' },
  },
});

const GUEST = ['/', '/about', '/frequently-asked-questions', '/sms-verification', '/rent', '/terms', '/politics', '/refund',
  '/partnership', '/contacts', '/documentation', '/register', '/register/success', '/login', '/users/reset', '/users/restore',
  '/users/restore/not-a-real-key-0000000000', '/restore/success', '/users/verify/not-a-real-token-000000000', '/no/such/page'];
const SIGNED_IN = ['/profile/balance', '/profile/api', '/profile/otp', '/profile/rental', '/profile/history', '/payment',
  '/payment/payeer', '/payment/payeer/25', '/payment/crypto', '/payment/success', '/payment/fail'];
const LANGS = ['en', 'ru', 'uk'];
const WIDTHS = [375, 1280];
const only = values.only?.split(',');
const wanted = (route) => !only || only.includes(route);

async function json(url, init) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', accept: 'application/json', ...init?.headers } });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A verified account and its session, made the way a visitor would make one. */
async function createSession() {
  const email = `shots-${Date.now()}@example.com`;
  const challenge = await json(`${values.base}/users/captcha`);
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  await json(`${values.base}/users/register`, { method: 'POST', body: JSON.stringify({ email, password: 'Shots1234', lang: 'en', altcha }) });
  for (let i = 0; i < 50; i++) {
    const mails = await json(`${values.mail}/email`);
    const mail = mails.find((m) => m.to?.some((t) => t.address === email));
    const token = mail && /users\/verify\/([\w-]+)/.exec(mail.text)?.[1];
    if (token) return json(`${values.base}/users/verify/${token}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification mail for ${email} at ${values.mail}`);
}

/**
 * Gives the account something to show: funds (through the admin API), one number with a code
 * received on the emulated rack, and one still waiting. Skipped, with a note, when the
 * administrator or the rack is not there.
 */
async function furnish(session) {
  try {
    const admin = JSON.parse(readFileSync(values.admin, 'utf8'));
    const { token } = await json(`${values.base}/admin`, { method: 'POST', body: JSON.stringify({ email: admin.email, password: admin.password }) });
    const asAdmin = { authorization: `Bearer ${token}` };
    const asUser = { authorization: `Bearer ${session.token}` };
    await json(`${values.base}/admin/users/balance`, { method: 'POST', headers: asAdmin, body: JSON.stringify({ userId: session._id, amount: 20, reason: 'screenshots' }) });
    const received = await json(`${values.base}/numbers/one`, { method: 'POST', headers: asUser, body: JSON.stringify({ service: 'tg', country: 'GB' }) });
    await json(`${values.modems}/sms`, { method: 'POST', body: JSON.stringify({ to: received.number, from: 'Telegram', text: 'Telegram code 41852. Do not give this code to anyone.' }) });
    await json(`${values.base}/numbers/one`, { method: 'POST', headers: asUser, body: JSON.stringify({ service: 'wa', country: 'GB' }) });
    await new Promise((r) => setTimeout(r, 1500));
    return { ...session, balance: (await json(`${values.base}/users/balance`, { headers: asUser })).balance };
  } catch (error) {
    console.log(`signed-in pages without numbers (${error.message})`);
    return session;
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
mkdirSync(values.out, { recursive: true });
const session = SIGNED_IN.some(wanted) ? await furnish(await createSession()) : null;
let count = 0;
const suspicious = [];

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    for (const [routes, signedIn] of [[GUEST, false], [SIGNED_IN, true]]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const state = signedIn
        ? { ...session, isLoggedIn: true, lang, banNotification: false, maintenance: false }
        : { lang, isLoggedIn: false, maintenance: false };
      await context.addInitScript((s) => localStorage.setItem('simrelay.session', JSON.stringify({ state: s, version: 0 })), state);
      const page = await context.newPage();
      for (const route of routes.filter(wanted)) {
        await page.goto(values.base + route, { waitUntil: 'networkidle' });
        await page.waitForTimeout(150);
        const file = join(values.out, `${lang}-${width}${route === '/' ? '-home' : route.replace(/[/:]/g, '-')}.png`);
        await page.screenshot({ path: file, fullPage: true });
        count++;
        // Raw catalogue keys look like `section.key` or `ns:key` with no spaces.
        const text = await page.evaluate(() => document.body.innerText);
        const keys = text.match(/\b[a-z]+(?::[a-zA-Z]+)?\.[a-zA-Z]+(?:\.[a-zA-Z]+)+\b/g)?.filter((k) => !/\.(com|ru|ua|org|net|local|example|js|ts)\b/.test(k));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
        if (keys?.length || overflow) suspicious.push(`${file}: ${overflow ? 'horizontal overflow ' : ''}${keys?.length ? `keys? ${keys.slice(0, 5).join(', ')}` : ''}`);
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`${count} screenshots in ${values.out}`);
if (suspicious.length) console.log(`look closer at:\n  ${suspicious.join('\n  ')}`);
