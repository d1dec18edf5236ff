import { testDatabaseUrl } from './test-database-url';
import { Client } from 'pg';
import { inlineParams } from './inline-params';

/**
 * A value inlined into a statement must read exactly as the same value bound to it, whatever
 * it holds (quotes, backslashes, arrays, dates, JSON): checked against a real PostgreSQL.
 */
describe('inlineParams', () => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ connectionString: testDatabaseUrl() });
    await client.connect();
  });
  afterAll(() => client.end());

  const values: Array<[string, unknown]> = [
    ['text', "it's a \\ back'slash \\' and a \"quote\""],
    ['text', 'Привіт, світ ✓ $1 $$'],
    ['text', ''],
    ['text', null],
    ['uuid[]', ['9b2d4b7e-6f0a-4b55-9d8e-1f2a3b4c5d6e', null]],
    ['text[]', ['a"b', 'c,d', 'e\\f', "g'h", null, '', '{x}', 'NULL']],
    ['timestamptz', new Date('2026-11-26T12:34:56.789Z')],
    ['timestamptz[]', [new Date('2026-01-01T00:00:00Z'), null]],
    ['bigint', -5_000_000],
    ['bigint[]', [1, -2, 9_007_199_254_740_991]],
    ['numeric', 0.1],
    ['boolean', true],
    ['jsonb', JSON.stringify({ said: "it's \\ fine", n: [1, null] })],
    ['jsonb', { said: 'an object, as pg binds it', nested: { a: "'" } }],
  ];

  it.each(values)('reads %s %j as the bound value does', async (type, value) => {
    const bound = await client.query(`SELECT $1::${type} AS v`, [value]);
    const inlined = await client.query(inlineParams(`SELECT $1::${type} AS v`, [value]));
    expect(inlined.rows).toEqual(bound.rows);
  });

  it('fills every placeholder, the tenth not mistaken for the first', async () => {
    const params = Array.from({ length: 11 }, (_, i) => `v${i + 1}`);
    const sql = `SELECT ${params.map((_, i) => `$${i + 1}::text`).join(' || \',\' || ')} AS v`;
    const inlined = await client.query(inlineParams(sql, params));
    expect(inlined.rows[0].v).toBe(params.join(','));
  });

  it('types an inlined value from its context as a bound one', async () => {
    await client.query('CREATE TEMP TABLE inline_probe (n bigint, at timestamptz, ids uuid[])');
    const params = [42, new Date('2026-11-26T00:00:00Z'), ['9b2d4b7e-6f0a-4b55-9d8e-1f2a3b4c5d6e']];
    await client.query(inlineParams('INSERT INTO inline_probe VALUES ($1, $2, $3)', params));
    await client.query('INSERT INTO inline_probe VALUES ($1, $2, $3)', params);
    const { rows } = await client.query('SELECT * FROM inline_probe');
    expect(rows[0]).toEqual(rows[1]);
  });

  it('refuses a placeholder without a value, and a value that has no text', () => {
    expect(() => inlineParams('SELECT $2', ['only one'])).toThrow('no value for $2');
    expect(() => inlineParams('SELECT $1', [Buffer.from('bytes')])).toThrow('$1 is not a value a statement can carry as text');
  });
});
