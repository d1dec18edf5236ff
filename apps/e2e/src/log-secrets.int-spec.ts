import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from './support/processes';
import { SecretWitness } from './support/secret-witness';

/**
 * The check every whole-system test ends with (support/system.ts): each service's whole output
 * is captured, and a session token, API key, admin token, webhook secret, password, TOTP secret
 * or recovery code the test used that appears in it fails the file. Here against real processes.
 */
describe('secrets in logs', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'log-secrets-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const run = async (name: string, lines: string[]) => {
    const process = startProcess(name, 'apps/e2e/src/support/fixtures/prints-output.fixture.ts', { LINES: lines.join('\n') }, [], dir);
    // Stopped as a system stops its services: the log is whole afterwards.
    await new Promise<void>((resolve) => process.child.stdout?.once('data', () => resolve()));
    await process.stop();
    return { name, file: process.logFile as string };
  };

  it('collects the secrets a test sends and receives, at any depth, and ignores short ones', () => {
    const witness = new SecretWitness();
    witness.collect({ token: 'eyJhbGciOiJIUzI1NiJ9.a.b', apiKey: 'sr_0123456789abcdef', nested: [{ webhookSecret: 'whsec_abcdefghij' }], code: '123456' });
    witness.collect({ recoveryCodes: ['abcde-fghij', 'klmno-pqrst'], password: 'Relay7Harbor', mfa: 'totp', challenge: 'c'.repeat(43) });
    witness.collect({ challenge: 'a-public-captcha-challenge', salt: 'x' });
    witness.collectAuthorization('Bearer sr_fedcba9876543210');
    expect(witness.size).toBe(8);
    expect(witness.find('{"msg":"user logged in","code":"123456"}', 'gateway')).toEqual([]);
    expect(witness.find('{"msg":"hello"}\n{"msg":"bad","key":"sr_fedcba9876543210"}\n', 'gateway')).toEqual([
      { kind: 'bearer token or API key', where: 'gateway', excerpt: '{"msg":"bad","key":"<bearer token or API key>"}' },
    ]);
  });

  it('fails naming the kind of secret and the process, without repeating the secret, when a process printed one', async () => {
    const witness = new SecretWitness();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    witness.collect({ token, webhookSecret: 'whsec_0123456789abcdef0123' });
    const clean = await run('clean-service', ['{"level":30,"msg":"http","url":"/users/me","status":200}']);
    const leaky = await run('leaky-service', ['{"level":30,"msg":"started"}', `{"level":50,"msg":"refused","headers":{"authorization":"Bearer ${token}"}}`]);

    await expect(witness.assertNotIn([clean])).resolves.toBeUndefined();
    const failure = await witness.assertNotIn([clean, leaky]).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toContain('leaky-service: a session token');
    expect(failure).toContain('Bearer <session token>');
    expect(failure).not.toContain(token);
    expect(failure).not.toContain('clean-service');
  });
});
