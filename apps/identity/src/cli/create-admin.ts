import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { parseArgs } from 'node:util';
import { AdminAccounts } from '../admins/admin-accounts';
import { identityDataSource } from '../identity.data-source';
import { BreachedPasswords } from '../security/breached-passwords';
import { PasswordHasher } from '../security/password-hasher';

const USAGE = [
  'usage: npm run admin:create -- --email <email> --password <8-16 letters and digits, upper, lower, digit>',
  '       npm run admin:create -- --email <email> --reset-totp   (a lost authenticator and lost recovery codes: enrol again at the next login)',
].join('\n');

/**
 * `npm run admin:create -- --email ops@example.com --password S3cretPass` creates an
 * administrator or sets a new password; `--reset-totp` removes their second factor.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, 'reset-totp': { type: 'boolean' } } });
  if (!values.email || (!values.password && !values['reset-totp'])) {
    console.error(USAGE);
    process.exit(64);
  }
  const env = loadConfigOrExit(InfrastructureEnv);
  const dataSource = await identityDataSource(env.DATABASE_URL, 1).initialize();
  try {
    const accounts = new AdminAccounts(dataSource, new PasswordHasher(19456, 2), BreachedPasswords.load());
    if (values.password) {
      const result = await accounts.upsert(values.email, values.password);
      console.log(result.created ? `administrator ${values.email} created` : `administrator ${values.email}: password changed`);
    }
    if (values['reset-totp']) {
      await accounts.resetTotp(values.email);
      console.log(`administrator ${values.email}: two-factor authentication removed; they enrol again at the next login`);
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
