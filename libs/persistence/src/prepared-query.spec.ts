import { statementName } from './prepared-query';

describe('statementName', () => {
  it('gives one text one name, and two texts two', () => {
    const text = 'SELECT 1 FROM t WHERE id = $1';
    expect(statementName(text)).toBe(statementName(`${text}`));
    expect(statementName(text)).not.toBe(statementName('SELECT 2 FROM t WHERE id = $1'));
    // PostgreSQL truncates names beyond 63 bytes: two long names must differ within them.
    expect(statementName(text).length).toBeLessThanOrEqual(63);
  });
});
