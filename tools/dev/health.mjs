// Waits for the gateway's /health to say everything is up, telling who is still missing.
import { say } from './log.mjs';
import { sleep } from './probes.mjs';

/** Polls `url` every `intervalMs`; resolves { ok, waiting } (waiting: what was not up yet). */
export async function waitForHealth(url, { timeoutMs = 60_000, intervalMs = 300, giveUpWhen = () => null } = {}) {
  const started = Date.now();
  let shown = '';
  let shownAt = 0;
  let waiting = ['gateway'];
  while (Date.now() - started < timeoutMs) {
    const reason = giveUpWhen();
    if (reason) return { ok: false, waiting: [reason] };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await response.json().catch(() => null);
      if (response.status === 200) return { ok: true, waiting: [] };
      const down = Object.entries(body?.services ?? {}).filter(([, up]) => !up).map(([name]) => name);
      waiting = down.length ? down : [`gateway (HTTP ${response.status})`];
    } catch {
      waiting = ['gateway'];
    }
    const text = waiting.join(', ');
    if (text !== shown || Date.now() - shownAt > 5000) {
      say(`waiting for ${text}... ${Math.round((Date.now() - started) / 1000)} s`);
      [shown, shownAt] = [text, Date.now()];
    }
    await sleep(intervalMs);
  }
  return { ok: false, waiting };
}
