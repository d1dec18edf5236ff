import { closeAtTeardown } from '@simrelay/testing';
import { existsSync } from 'node:fs';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, without the background traffic a closed network refuses. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: \`npm test\` installs it (as root), or apt-get install -y chromium, or set CHROMIUM_PATH`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // Closed at the file's end even when the test lost its handle (a setup that failed beside it).
  const close = closeAtTeardown('a browser', () => browser.close());
  browser.once('disconnected', () => void close());
  return browser;
}

/** A fresh browser profile (its own storage) with a given language preference and width. */
export async function newVisitor(browser: Browser, options: { locale?: string; width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  return { context, page };
}

/** Logs in through the login page and waits for the header's balance (the session is up). */
export async function logIn(page: Page, baseUrl: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('header-balance').waitFor();
}
