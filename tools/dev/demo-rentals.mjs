// The demo rack's SIMs for long-term rental: on a fresh local run, one SIM of each country is
// marked for rent (through the back office's API, as an operator would), so /rent works at once.
import fs from 'node:fs';
import path from 'node:path';
import { say, warn } from './log.mjs';
import { dataDir } from './paths.mjs';
import { sleep } from './probes.mjs';

const PER_COUNTRY = 1;
/** Once done, never again: an operator's later choice of SIMs stands. */
const doneFile = path.join(dataDir, 'demo-rentals.json');

async function call(gatewayUrl, method, path, { token, body } = {}) {
  const response = await fetch(gatewayUrl + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  return response.json();
}

/** Waits (in the background) for the agent's SIMs, then marks some for rent unless an operator already chose some. */
export async function markDemoRentals({ gatewayUrl, admin, expected }) {
  if (fs.existsSync(doneFile)) return;
  try {
    const { token } = await call(gatewayUrl, 'POST', '/admin', { body: { email: admin.email, password: admin.password } });
    let numbers = [];
    for (let i = 0; i < 120 && numbers.filter((n) => n.number).length < expected; i++) {
      const listed = await call(gatewayUrl, 'GET', '/admin/numbers', { token });
      numbers = Array.isArray(listed) ? listed : listed.items;
      if (numbers.filter((n) => n.number).length < expected) await sleep(1000);
    }
    const done = (ids) => fs.writeFileSync(doneFile, `${JSON.stringify({ ids }, null, 2)}\n`);
    if (numbers.some((n) => n.rent)) return done([]);
    const byCountry = new Map();
    for (const n of numbers.filter((x) => x.number && x.country)) byCountry.set(n.country, [...(byCountry.get(n.country) ?? []), n]);
    const ids = [...byCountry.values()].flatMap((list) => list.slice(-PER_COUNTRY).map((n) => n._id));
    if (!ids.length) return;
    await call(gatewayUrl, 'POST', '/admin/numbers/rent', { token, body: { ids, rent: true } });
    done(ids);
    say(`marked ${ids.length} demo SIMs for long-term rental (one per country): /rent can lease them`);
  } catch (error) {
    warn(`could not mark demo SIMs for rental: ${error.message}`);
  }
}
