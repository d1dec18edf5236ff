/**
 * The PostgreSQL the test run resolved (its global setup puts it in the environment). Read here,
 * not through `@simrelay/testing`, which builds on this library.
 */
export function testDatabaseUrl(): string {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL is not set: run these tests through jest, whose global setup finds the servers');
  return url;
}
