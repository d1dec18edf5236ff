import type { EntityManager } from 'typeorm';
import { Bind, Bindings } from './bindings';

/**
 * Writes that need nothing from each other, gathered and sent as one statement (each a
 * data-modifying `WITH` part): one round trip instead of one per row kind. Every part runs
 * exactly once; none sees another's rows, and constraints, foreign keys included, are checked
 * at the end of the statement, so a part may refer to a row another part inserts.
 */
export class WriteBatch {
  private readonly parts: string[] = [];
  private readonly bindings = new Bindings();

  /** Adds one `INSERT`/`UPDATE`/`DELETE`, built with `bind` for its values. */
  add(part: (bind: Bind) => string): void {
    this.parts.push(part(this.bindings.bind));
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
    this.parts.length = 0;
    return { sql, params: this.bindings.take() };
  }
}
