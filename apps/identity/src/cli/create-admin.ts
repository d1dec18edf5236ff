import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { parseArgs } from 'node:util';
import { AdminAccounts } from '../admins/admin-accounts';
import { identityDataSource } from '../identity.data-source';
import { PasswordHasher } from '../security/password-hasher';

/** `npm run admin:create -- --email ops@example.com --password S3cretPass` creates or resets an administrator. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error('usage: npm run admin:create -- --email <email> --password <8-16 letters and digits, upper, lower, digit>');
    process.exit(64);
  }
  const env = loadConfigOrExit(InfrastructureEnv);
  const dataSource = await identityDataSource(env.DATABASE_URL, 1).initialize();
  try {
    const result = await new AdminAccounts(dataSource, new PasswordHasher(19456, 2)).upsert(values.email, values.password);
    console.log(result.created ? `administrator ${values.email} created` : `administrator ${values.email}: password changed`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
