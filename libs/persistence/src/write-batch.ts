import type { EntityManager } from 'typeorm';

/** Binds one value to the statement and answers its placeholder (`$3`). */
export type Bind = (value: unknown) => string;

/**
 * Writes that need nothing from each other, gathered and sent as one statement (each a
 * data-modifying `WITH` part): one round trip instead of one per row kind. Every part runs
 * exactly once; none sees another's rows, and constraints, foreign keys included, are checked
 * at the end of the statement, so a part may refer to a row another part inserts.
 */
export class WriteBatch {
  private readonly parts: string[] = [];
  private params: unknown[] = [];

  /** Adds one `INSERT`/`UPDATE`/`DELETE`, built with `bind` for its values. */
  add(part: (bind: Bind) => string): void {
    this.parts.push(
      part((value) => {
        this.params.push(value);
        return `$${this.params.length}`;
      }),
    );
  }

  get size(): number {
    return this.parts.length;
  }

  /** Sends what was added, if anything, and starts empty again. */
  async run(manager: EntityManager): Promise<void> {
    const statement = this.take();
    if (statement) await manager.query(statement.sql, statement.params);
  }

  /** What was added, as one statement and its values, for the caller to send; starts empty again. */
  take(): { sql: string; params: unknown[] } | undefined {
    if (!this.parts.length) return undefined;
    const sql = `WITH ${this.parts.map((part, i) => `w${i} AS (${part})`).join(', ')} SELECT 1`;
    const params = this.params;
    this.parts.length = 0;
    this.params = [];
    return { sql, params };
  }
}
