import type { ProfileView, UserView } from '@simrelay/contracts';
import { SecretCipher } from '../security/secret-tokens';
import { User } from './user.entity';

export const toUserView = (user: User): UserView => ({
  _id: user.id,
  email: user.email,
  lang: user.lang,
  url: user.webhookUrl,
  ban: user.banned,
  banLimit: user.banLimit,
  emailVerified: user.emailVerifiedAt !== null,
  createdAt: user.createdAt.toISOString(),
});

export const toProfileView = (user: User, cipher: SecretCipher): ProfileView => ({
  ...toUserView(user),
  apiKey: cipher.decrypt(user.apiKeyCipher),
  webhookSecret: user.webhookSecretCipher ? cipher.decrypt(user.webhookSecretCipher) : '',
});
