import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, IdempotentCommand } from '@simrelay/contracts';
import { OUTBOX_RELAY } from '@simrelay/messaging';
import type { OutboxRelay } from '@simrelay/messaging';
import { inFoldedTransaction, pgPool, Statement } from '@simrelay/persistence';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AccountsMissing, createAccounts, LedgerTransaction } from './ledger-transaction';
import { requestFingerprint } from './request-fingerprint';

/** The mutating commands, as recorded with their keys. */
export type LedgerCommand = 'hold' | 'post' | 'void' | 'charge' | 'refund' | 'credit' | 'adjust';

/** Deadlock and serialization failures: the transaction did nothing and may simply run again. */
const TRANSIENT = new Set(['40P01', '40001']);
const ATTEMPTS = 5;

/**
 * Runs ledger work in a transaction, once per idempotency key. The key is claimed first
 * (`INSERT ... ON CONFLICT DO NOTHING`): a concurrent request with the same key waits on
 * the claim, then finds the committed first result and returns it; a different request
 * under a used key is refused. The result is stored in the same transaction as the
 * money it describes, so either both exist or neither does.
 */
@Injectable()
export class IdempotentLedger {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  /**
   * `first`, when given, is sent in the same write as the claim (the locks the work takes first
   * whatever it finds: one round trip fewer), each statement's rows given to `work` in order.
   */
  once<R extends object, F extends unknown[][] = Array<Array<Record<string, unknown>>>>(
    command: LedgerCommand, request: IdempotentCommand, work: (tx: LedgerTransaction, first: F) => Promise<R>, first: Statement[] = [],
  ): Promise<R> {
    const key = request.idempotencyKey;
    const requestHash = requestFingerprint(command, request);
    return this.run(async (tx) => {
      const claim: Statement = {
        sql: `INSERT INTO "billing"."idempotency" ("key", "command", "request_hash") VALUES ($1, $2, $3)
         ON CONFLICT ("key") DO NOTHING RETURNING "key"`,
        params: [key, command, requestHash],
        prepare: true,
      };
      const [claimed = [], ...firstRows] = await tx.queryAll([claim, ...first]);
      if (!claimed.length) {
        const [stored] = await tx.query<{ command: string; request_hash: string; result: object | null }>(
          `SELECT "command", "request_hash", "result" FROM "billing"."idempotency" WHERE "key" = $1`,
          [key],
        );
        if (!stored?.result || stored.command !== command || stored.request_hash !== requestHash) {
          throw new DomainError(ErrorCode.IdempotencyConflict, 'This idempotency key was already used for a different request', {
            idempotencyKey: 'conflict',
          });
        }
        return stored.result as R;
      }
      const result = await work(tx, firstRows as F);
      // The answer goes in the same statement as the money it describes.
      tx.writes.add((bind) => `UPDATE "billing"."idempotency" SET "result" = ${bind(JSON.stringify(result))}::jsonb WHERE "key" = ${bind(key)}`);
      return result;
    });
  }

  /**
   * Ledger work in one transaction (with no key of its own for the expiry sweeper's voids).
   * Accounts used for the first time are created and the work run again; a deadlock or
   * serialization failure runs it again too (nothing of the failed attempt remains).
   */
  async run<R>(work: (tx: LedgerTransaction) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      try {
        const { value, announced } = await this.attempt(work);
        if (announced) void this.relay.kick();
        return value;
      } catch (error) {
        if (error instanceof AccountsMissing && attempt < ATTEMPTS) {
          await createAccounts(this.dataSource, error.refs);
          continue;
        }
        if (attempt >= ATTEMPTS || !TRANSIENT.has((error as { code?: string }).code ?? '')) throw error;
        await sleep(5 * attempt + Math.random() * 20);
      }
    }
  }

  /** The work once, in a transaction on a connection of its own, its last writes committed with it. */
  private attempt<R>(work: (tx: LedgerTransaction) => Promise<R>): Promise<{ value: R; announced: boolean }> {
    return inFoldedTransaction(pgPool(this.dataSource), async (folded) => {
      const tx = new LedgerTransaction(folded);
      const value = await work(tx);
      await tx.commit();
      return { value, announced: tx.announced };
    });
  }
}
