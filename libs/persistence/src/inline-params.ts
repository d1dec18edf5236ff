import pg from 'pg';

/** pg's own conversion of a bound value to its text (`utils`, which its types leave out). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

/**
 * A statement with its `$n` placeholders replaced by their values as quoted literals, the text
 * pg would have bound (arrays, dates and JSON included), so that it can travel in a simple
 * query beside other statements: `BEGIN; <it>` or `<it>; COMMIT` in one write and one round
 * trip. A literal is typed from its context exactly as a parameter is. The statement must not
 * hold `$` in literals of its own (ours do not).
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= params.length) throw new Error(`no value for $${n}`);
    return literal(params[index], index);
  });
}

/** A value as the quoted literal pg would have bound for `$<index + 1>`. */
export function literal(value: unknown, index: number): string {
  const text = prepareValue(value);
  if (text === null) return 'NULL';
  if (typeof text !== 'string') throw new Error(`$${index + 1} is not a value a statement can carry as text`);
  return pg.escapeLiteral(text);
}
