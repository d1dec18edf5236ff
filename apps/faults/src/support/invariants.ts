import { WEBHOOK_ATTEMPTS } from '@simrelay/contracts';
import { auditLedger } from '@simrelay/testing';
import type { Client } from 'pg';
import { LoadRecords } from './load-records';

export interface InvariantResult {
  name: string;
  checked: number;
  violations: string[];
}

type Row = Record<string, unknown>;

/**
 * The promises, read from the databases after the load drained: money, holds, purchases,
 * messages, SIMs and webhooks. Each check says how many things it looked at and what broke.
 */
export async function checkInvariants(db: Client, records: LoadRecords): Promise<InvariantResult[]> {
  const rows = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as Row[];
  const count = async (sql: string, params: unknown[] = []) => Number((await rows(sql, params))[0]?.['n'] ?? 0);
  const results: InvariantResult[] = [];
  const check = async (name: string, checked: Promise<number> | number, problems: Promise<string[]> | string[]) =>
    results.push({ name, checked: await checked, violations: await problems });

  await check('the ledger sums to zero, no wallet is negative, every hold moved money once', count(`SELECT count(*) AS n FROM billing.transfers`),
    auditLedger(async <T>(sql: string) => (await db.query(sql)).rows as T[]));

  await check('every activation\'s hold is settled as the activation ended (posted when charged, voided otherwise)', count(`SELECT count(*) AS n FROM activations.activations`),
    rows(`SELECT a.id, a.status, a.settlement, a.settled_at, h.status AS hold FROM activations.activations a LEFT JOIN billing.holds h ON h.id = a.hold_id
          WHERE h.id IS NULL
             OR (a.status IN ('active', 'received') AND a.settled_at IS NULL AND h.status <> 'active')
             OR (a.status NOT IN ('active', 'received') AND (a.settlement IS NULL OR a.settled_at IS NULL))
             OR (a.settlement = 'post' AND a.settled_at IS NOT NULL AND h.status <> 'posted')
             OR (a.settlement = 'void' AND a.settled_at IS NOT NULL AND h.status NOT IN ('voided', 'expired'))`).then((found) =>
      found.map((r) => `activation ${r['id']} is ${r['status']} (settlement ${r['settlement']}, settled ${r['settled_at'] ? 'yes' : 'no'}) with its hold ${r['hold'] ?? 'missing'}`)));

  await check('no hold serves two activations', count(`SELECT count(DISTINCT hold_id) AS n FROM activations.activations`),
    rows(`SELECT hold_id, count(*) AS n FROM activations.activations GROUP BY hold_id HAVING count(*) > 1`).then((found) => found.map((r) => `hold ${r['hold_id']} serves ${r['n']} activations`)));

  const bought = records.purchases.map((p) => p.activationId);
  await check('every purchase answered 201 has exactly one activation', bought.length,
    rows(`SELECT b.id FROM unnest($1::uuid[]) AS b(id) LEFT JOIN activations.activations a ON a.id = b.id WHERE a.id IS NULL`, [bought]).then((found) =>
      found.map((r) => `purchase ${r['id']} answered 201 but has no activation`)));

  await check('every charge has its code', count(`SELECT count(*) AS n FROM activations.activations WHERE settlement = 'post'`),
    rows(`SELECT a.id FROM activations.activations a WHERE a.settlement = 'post'
          AND NOT EXISTS (SELECT 1 FROM activations.messages m WHERE m.activation_id = a.id AND m.code IS NOT NULL)`).then((found) => found.map((r) => `activation ${r['id']} was charged without a code`)));

  const texts = records.sms.map((s) => s.text);
  await check('every SMS the rack accepted is stored exactly once', texts.length,
    rows(`SELECT t.text, count(m.id) AS n FROM unnest($1::text[]) AS t(text) LEFT JOIN activations.messages m ON m.text = t.text AND m.kind = 'sms' GROUP BY t.text HAVING count(m.id) <> 1`, [texts]).then((found) =>
      found.map((r) => `"${r['text']}" is stored ${r['n']} times`)));

  await check('every message reached at most one activation or rental', count(`SELECT count(*) AS n FROM activations.messages`),
    rows(`SELECT m.id FROM activations.messages m JOIN rentals.messages r ON r.message_id = m.id WHERE m.activation_id IS NOT NULL`).then((found) =>
      found.map((r) => `message ${r['id']} went to an activation and a rental`)));

  await check('no SIM in two activations or leases at once', count(`SELECT count(*) AS n FROM activations.numbers`),
    rows(`WITH uses AS (
            SELECT 'activation ' || id AS what, number_id, tstzrange(created_at, COALESCE(ended_at, 'infinity')) AS span FROM activations.activations
            UNION ALL SELECT 'lease ' || id, number_id, tstzrange(started_at, COALESCE(ended_at, 'infinity')) FROM activations.leases)
          SELECT a.what AS first, b.what AS second FROM uses a JOIN uses b ON a.number_id = b.number_id AND a.what < b.what AND a.span && b.span`).then((found) =>
      found.map((r) => `${r['first']} and ${r['second']} overlap on one SIM`)));

  await check('no SIM stays leased to a rental that ended or failed', count(`SELECT count(*) AS n FROM activations.leases`),
    rows(`SELECT l.id, r.state FROM activations.leases l JOIN rentals.rentals r ON r.id = l.id
          WHERE l.ended_at IS NULL AND r.state IN ('failed', 'cancelled', 'recycled')`).then((found) =>
      found.map((r) => `lease ${r['id']} is open for a rental that is ${r['state']}`)));

  await check('a number never goes to one service twice', count(`SELECT count(*) AS n FROM activations.number_usages`),
    rows(`SELECT number_id, service, count(*) AS n FROM (
            SELECT number_id, service FROM activations.activations
            UNION ALL SELECT number_id, service FROM activations.leases WHERE service IS NOT NULL) u
          GROUP BY number_id, service HAVING count(*) > 1`).then((found) => found.map((r) => `number ${r['number_id']} went to ${r['service']} ${r['n']} times`)));

  await check(`every webhook delivery is recorded, with at most ${WEBHOOK_ATTEMPTS} attempts`, count(`SELECT count(*) AS n FROM webhooks.deliveries`),
    rows(`SELECT d.id, d.state, d.attempts, (SELECT count(*) FROM webhooks.attempts a WHERE a.delivery_id = d.id) AS recorded
          FROM webhooks.deliveries d
          WHERE d.attempts > $1 OR d.state = 'pending' OR d.attempts <> (SELECT count(*) FROM webhooks.attempts a WHERE a.delivery_id = d.id)`, [WEBHOOK_ATTEMPTS]).then((found) =>
      found.map((r) => `delivery ${r['id']} is ${r['state']} after ${r['attempts']} attempts (${r['recorded']} recorded)`)));

  await check('every code that reached an activation has its webhook delivery', count(`SELECT count(*) AS n FROM activations.messages WHERE activation_id IS NOT NULL AND code IS NOT NULL`),
    rows(`SELECT m.id FROM activations.messages m WHERE m.activation_id IS NOT NULL AND m.code IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM webhooks.deliveries d WHERE d.message_id = m.id)`).then((found) => found.map((r) => `message ${r['id']} has no webhook delivery`)));

  await check('answers given for one request key stayed the same', records.purchases.length + records.rentals.size + records.topUps.size, records.violations);
  return results;
}
