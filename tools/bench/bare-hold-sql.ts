import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

/**
 * The baseline: the rows a hold and its void write, by hand, with a plain `pg` pool and no
 * framework, over the same billing schema (a copy migrated by billing's own migrations).
 * Two transactions per pair, as the service runs them, taking the same locks in the same
 * order: the hold locks the wallet and holds accounts (`ORDER BY code FOR UPDATE`), inserts
 * the hold and its transfer and moves the balances; the void locks the hold, then the two
 * accounts, marks the hold voided, inserts the release transfer and moves the balances back.
 *
 * With `bookkeeping` each transaction also claims and answers its idempotency key and adds
 * a balance-changed outbox row, the rows the service writes beside the ledger's own.
 */
export interface BareUser {
  userId: string;
  wallet: string;
  holds: string;
}

const LOCK_ACCOUNTS = `SELECT "id", "code", "balance_micros" FROM "billing"."accounts" WHERE "code" = ANY($1::text[]) ORDER BY "code" FOR UPDATE`;
const MOVE_BALANCES = `UPDATE "billing"."accounts" AS a SET "balance_micros" = a."balance_micros" + d.delta
  FROM unnest($1::uuid[], $2::bigint[]) AS d(id, delta) WHERE a."id" = d.id`;
const INSERT_TRANSFER = `INSERT INTO "billing"."transfers"
  ("id", "kind", "debit_account_id", "credit_account_id", "amount_micros", "user_id", "hold_id", "reference", "idempotency_key", "created_at")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;
const INSERT_HOLD = `INSERT INTO "billing"."holds"
  ("id", "user_id", "amount_micros", "status", "reference", "idempotency_key", "created_at") VALUES ($1, $2, $3, 'active', $4, $5, $6)`;
const LOCK_HOLD = `SELECT "status", "user_id", "amount_micros", "reference" FROM "billing"."holds" WHERE "id" = $1 FOR UPDATE`;
const SETTLE_HOLD = `UPDATE "billing"."holds" SET "status" = 'voided', "settled_at" = $2 WHERE "id" = $1`;
const CLAIM_KEY = `INSERT INTO "billing"."idempotency" ("key", "command", "request_hash") VALUES ($1, $2, $3)
  ON CONFLICT ("key") DO NOTHING RETURNING "key"`;
const ANSWER_KEY = `UPDATE "billing"."idempotency" SET "result" = $2 WHERE "key" = $1`;
const INSERT_OUTBOX = `INSERT INTO "billing"."outbox" ("id", "subject", "payload") VALUES ($1, 'evt.billing.balance_changed', $2)`;

const TRANSIENT = new Set(['40P01', '40001']);

/** Runs `work` in one transaction on a pooled connection; a deadlock runs it again, as the service does. */
async function transaction(pool: Pool, work: (c: PoolClient) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
      return;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (attempt >= 5 || !TRANSIENT.has((error as { code?: string }).code ?? '')) throw error;
    } finally {
      client.release();
    }
  }
}

interface LockedAccounts {
  wallet: { id: string; balance: number };
  holds: { id: string; balance: number };
}

async function lockAccounts(c: PoolClient, user: BareUser): Promise<LockedAccounts> {
  const { rows } = await c.query<{ id: string; code: string; balance_micros: string }>(LOCK_ACCOUNTS, [[user.wallet, user.holds]]);
  const find = (code: string) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`account ${code} does not exist`);
    return { id: row.id, balance: Number(row.balance_micros) };
  };
  return { wallet: find(user.wallet), holds: find(user.holds) };
}

/** Creates users' wallet and holds accounts and funds each wallet from the adjustments account, as transfers. */
export async function fundBareUsers(pool: Pool, count: number, amountMicros: number): Promise<BareUser[]> {
  const users = Array.from({ length: count }, () => {
    const userId = randomUUID();
    return { userId, wallet: `wallet:${userId}`, holds: `holds:${userId}` };
  });
  await transaction(pool, async (c) => {
    const { rows } = await c.query<{ id: string }>(`SELECT "id" FROM "billing"."accounts" WHERE "code" = 'adjustments' FOR UPDATE`);
    const adjustments = rows[0].id;
    const now = new Date();
    for (const user of users) {
      const walletId = randomUUID();
      await c.query(
        `INSERT INTO "billing"."accounts" ("id", "code", "kind", "user_id", "balance_micros") VALUES ($1, $2, 'wallet', $3, $4), ($5, $6, 'holds', $3, 0)`,
        [walletId, user.wallet, user.userId, amountMicros, randomUUID(), user.holds],
      );
      await c.query(
        `INSERT INTO "billing"."transfers" ("id", "kind", "debit_account_id", "credit_account_id", "amount_micros", "user_id", "reference", "reason", "idempotency_key", "created_at")
         VALUES ($1, 'adjustment', $2, $3, $4, $5, 'admin', 'bench funding', $6, $7)`,
        [randomUUID(), adjustments, walletId, amountMicros, user.userId, `bench-fund:${user.userId}`, now],
      );
    }
    await c.query(`UPDATE "billing"."accounts" SET "balance_micros" = "balance_micros" - $2 WHERE "id" = $1`, [adjustments, amountMicros * count]);
  });
  return users;
}

export interface BareHoldVoid {
  user: BareUser;
  amountMicros: number;
  reference: string;
  /** Unique per pair; the void's is derived from it. */
  key: string;
  bookkeeping: boolean;
}

/** One hold and its void, in two transactions, writing what the service writes for them. */
export async function bareHoldVoid(pool: Pool, p: BareHoldVoid): Promise<void> {
  const holdId = randomUUID();
  const holdKey = `${p.key}:hold`;
  const voidKey = `${p.key}:void`;

  await transaction(pool, async (c) => {
    const at = new Date();
    if (p.bookkeeping) await claim(c, holdKey, 'hold');
    const accounts = await lockAccounts(c, p.user);
    if (accounts.wallet.balance < p.amountMicros) throw new Error(`wallet ${p.user.wallet} is short of ${p.amountMicros}`);
    await c.query(INSERT_HOLD, [holdId, p.user.userId, p.amountMicros, p.reference, holdKey, at]);
    await c.query(INSERT_TRANSFER, [randomUUID(), 'hold', accounts.wallet.id, accounts.holds.id, p.amountMicros, p.user.userId, holdId, p.reference, holdKey, at]);
    await c.query(MOVE_BALANCES, [[accounts.wallet.id, accounts.holds.id], [-p.amountMicros, p.amountMicros]]);
    if (p.bookkeeping) await announce(c, holdKey, receipt(p, holdId, 'active', 'hold', accounts.wallet.balance - p.amountMicros, at));
  });

  await transaction(pool, async (c) => {
    const at = new Date();
    if (p.bookkeeping) await claim(c, voidKey, 'void');
    const { rows } = await c.query<{ status: string; user_id: string; amount_micros: string; reference: string }>(LOCK_HOLD, [holdId]);
    const hold = rows[0];
    if (hold?.status !== 'active') throw new Error(`hold ${holdId} is ${hold?.status ?? 'missing'}`);
    const amount = Number(hold.amount_micros);
    const accounts = await lockAccounts(c, p.user);
    await c.query(SETTLE_HOLD, [holdId, at]);
    await c.query(INSERT_TRANSFER, [randomUUID(), 'hold_release', accounts.holds.id, accounts.wallet.id, amount, hold.user_id, holdId, hold.reference, voidKey, at]);
    await c.query(MOVE_BALANCES, [[accounts.holds.id, accounts.wallet.id], [-amount, amount]]);
    if (p.bookkeeping) await announce(c, voidKey, receipt(p, holdId, 'voided', 'hold_release', accounts.wallet.balance + amount, at));
  });
}

async function claim(c: PoolClient, key: string, command: string): Promise<void> {
  // A stand-in fingerprint: the service hashes the request; the row's size is what matters here.
  const { rowCount } = await c.query(CLAIM_KEY, [key, command, key.padEnd(64, '0').slice(0, 64)]);
  if (!rowCount) throw new Error(`idempotency key ${key} was already used`);
}

/** The balance-changed event, then the answer stored with the key: shaped like the service's receipt. */
async function announce(c: PoolClient, key: string, result: ReturnType<typeof receipt>): Promise<void> {
  const event = { userId: result.hold.userId, balanceMicros: result.balanceMicros, at: result.transfers[0].createdAt };
  await c.query(INSERT_OUTBOX, [randomUUID(), JSON.stringify(event)]);
  await c.query(ANSWER_KEY, [key, JSON.stringify(result)]);
}

function receipt(p: BareHoldVoid, holdId: string, status: 'active' | 'voided', kind: string, balanceMicros: number, at: Date) {
  const when = at.toISOString();
  return {
    hold: {
      holdId, userId: p.user.userId, status, amountMicros: p.amountMicros, capturedMicros: null, reference: p.reference,
      expiresAt: null, createdAt: when, settledAt: status === 'active' ? null : when,
    },
    transfers: [{ transferId: randomUUID(), kind, amountMicros: p.amountMicros, reference: p.reference, reason: null, holdId, refundOf: null, createdAt: when }],
    balanceMicros,
    balance: balanceMicros / 1_000_000,
  };
}
