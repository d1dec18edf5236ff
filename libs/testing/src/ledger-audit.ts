/** Runs SQL and answers its rows (a TypeORM DataSource's query, or a pg client's rows). */
export type RowsQuery = <T>(sql: string) => Promise<T[]>;

/**
 * Reads the whole ledger and lists every broken invariant (empty when all hold):
 * the balances sum to zero; no user account is negative; every account's balance is the
 * sum of its transfers; every hold's transfers match its final status (held once, settled
 * at most once); refunds never exceed what they refund; keys are unique; every recorded
 * request has its result.
 */
export async function auditLedger(q: RowsQuery): Promise<string[]> {
  const problems: string[] = [];

  const [{ total }] = await q<{ total: string }>(`SELECT COALESCE(SUM("balance_micros"), 0) AS total FROM "billing"."accounts"`);
  if (Number(total) !== 0) problems.push(`balances sum to ${total}, not 0`);

  for (const a of await q<{ code: string; balance_micros: string }>(
    `SELECT "code", "balance_micros" FROM "billing"."accounts" WHERE "kind" IN ('wallet', 'holds') AND "balance_micros" < 0`,
  )) {
    problems.push(`${a.code} is negative: ${a.balance_micros}`);
  }

  for (const a of await q<{ code: string; balance_micros: string; computed: string }>(
    `SELECT a."code", a."balance_micros", COALESCE(c.s, 0) - COALESCE(d.s, 0) AS computed
     FROM "billing"."accounts" a
     LEFT JOIN (SELECT "credit_account_id" AS id, SUM("amount_micros") AS s FROM "billing"."transfers" GROUP BY 1) c ON c.id = a."id"
     LEFT JOIN (SELECT "debit_account_id" AS id, SUM("amount_micros") AS s FROM "billing"."transfers" GROUP BY 1) d ON d.id = a."id"
     WHERE a."balance_micros" <> COALESCE(c.s, 0) - COALESCE(d.s, 0)`,
  )) {
    problems.push(`${a.code} holds ${a.balance_micros} but its transfers sum to ${a.computed}`);
  }

  for (const a of await q<{ code: string; balance_micros: string; active: string }>(
    `SELECT a."code", a."balance_micros", COALESCE(SUM(h."amount_micros"), 0) AS active
     FROM "billing"."accounts" a LEFT JOIN "billing"."holds" h ON h."user_id" = a."user_id" AND h."status" = 'active'
     WHERE a."kind" = 'holds' GROUP BY a."code", a."balance_micros"
     HAVING a."balance_micros" <> COALESCE(SUM(h."amount_micros"), 0)`,
  )) {
    problems.push(`${a.code} holds ${a.balance_micros} but its active holds sum to ${a.active}`);
  }

  const holds = await q<{
    id: string; status: string; amount: string; captured: string | null;
    holds: string; held: string | null; captures: string; capture: string | null; releases: string; released: string | null;
  }>(
    `SELECT h."id", h."status", h."amount_micros" AS amount, h."captured_micros" AS captured,
       COUNT(t.*) FILTER (WHERE t."kind" = 'hold') AS holds, SUM(t."amount_micros") FILTER (WHERE t."kind" = 'hold') AS held,
       COUNT(t.*) FILTER (WHERE t."kind" = 'hold_capture') AS captures, SUM(t."amount_micros") FILTER (WHERE t."kind" = 'hold_capture') AS capture,
       COUNT(t.*) FILTER (WHERE t."kind" = 'hold_release') AS releases, SUM(t."amount_micros") FILTER (WHERE t."kind" = 'hold_release') AS released
     FROM "billing"."holds" h LEFT JOIN "billing"."transfers" t ON t."hold_id" = h."id" GROUP BY h."id"`,
  );
  for (const h of holds) {
    const amount = Number(h.amount);
    const n = (v: string | null) => Number(v ?? 0);
    const [captured, released] = [n(h.capture), n(h.released)];
    const expected: Record<string, [number, number, number, number]> = {
      // [captures, captured, releases, released]
      active: [0, 0, 0, 0],
      posted: [1, n(h.captured), n(h.captured) < amount ? 1 : 0, amount - n(h.captured)],
      voided: [0, 0, 1, amount],
      expired: [0, 0, 1, amount],
    };
    const want = expected[h.status];
    const got = [Number(h.captures), captured, Number(h.releases), released];
    if (Number(h.holds) !== 1 || n(h.held) !== amount) problems.push(`hold ${h.id} was reserved ${h.holds} times (${h.held} of ${amount})`);
    if (!want || want.some((v, i) => v !== got[i])) problems.push(`hold ${h.id} is ${h.status} with transfers ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  }

  for (const r of await q<{ id: string; amount: string; refunded: string }>(
    `SELECT o."id", o."amount_micros" AS amount, SUM(r."amount_micros") AS refunded
     FROM "billing"."transfers" o JOIN "billing"."transfers" r ON r."refund_of" = o."id"
     GROUP BY o."id", o."amount_micros" HAVING SUM(r."amount_micros") > o."amount_micros"`,
  )) {
    problems.push(`transfer ${r.id} of ${r.amount} was refunded ${r.refunded}`);
  }

  const [keys] = await q<{ transfers: string; distinct_keys: string; unanswered: string }>(
    `SELECT (SELECT COUNT(*) FROM "billing"."transfers") AS transfers,
       (SELECT COUNT(DISTINCT "idempotency_key") FROM "billing"."transfers") AS distinct_keys,
       (SELECT COUNT(*) FROM "billing"."idempotency" WHERE "result" IS NULL) AS unanswered`,
  );
  if (keys.transfers !== keys.distinct_keys) problems.push(`${keys.transfers} transfers share ${keys.distinct_keys} keys`);
  if (Number(keys.unanswered) !== 0) problems.push(`${keys.unanswered} recorded requests have no result`);
  return problems;
}
