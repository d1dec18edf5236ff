import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError, ErrorCode, LoginCommand, normaliseEmail, Principal, ProfileView, RegisterUserCommand, SessionIssued, SetLangCommand,
  SetWebhookUrlCommand, WebhookTargetView,
} from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import { NetworkList, webhookUrlProblem } from '@simrelay/net-guard';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { EmailTokensService } from '../email-tokens/email-tokens.service';
import { MailRequests } from '../mail/mail-requests';
import { newApiKey, newWebhookSecret } from '../security/api-keys';
import { BreachedPasswords } from '../security/breached-passwords';
import { PasswordHasher } from '../security/password-hasher';
import { SecretCipher, secretHash } from '../security/secret-tokens';
import { PrincipalChanges } from '../sessions/principal-changes';
import { SessionsService } from '../sessions/sessions.service';
import { OutboxKicker } from '../mail/outbox-kicker';
import { IdentityEnv } from '../config';
import { IDENTITY_ENV } from '../identity.tokens';
import type { Logger } from 'pino';
import { User } from './user.entity';
import { toProfileView, toUserView } from './user.views';
import { isUniqueViolation } from '@simrelay/persistence';

const BAD_CREDENTIALS = 'Wrong email or password';
const notFound = () => new DomainError(ErrorCode.NotFound, 'User or number not found');

@Injectable()
export class UsersService {
  /** The operator's WEBHOOK_ALLOWED_NETWORKS: webhook URLs may point there although it is not public. */
  private readonly webhookNetworks: NetworkList;

  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly breached: BreachedPasswords,
    private readonly cipher: SecretCipher,
    private readonly emailTokens: EmailTokensService,
    private readonly sessions: SessionsService,
    private readonly changes: PrincipalChanges,
    private readonly mail: MailRequests,
    private readonly outbox: OutboxKicker,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(IDENTITY_ENV) env: IdentityEnv,
  ) {
    this.webhookNetworks = NetworkList.parse(env.WEBHOOK_ALLOWED_NETWORKS);
  }

  async register(cmd: RegisterUserCommand): Promise<ProfileView> {
    const email = normaliseEmail(cmd.email);
    this.breached.assertNotBreached(cmd.password);
    const passwordHash = await this.hasher.hash(cmd.password);
    const user = await this.outbox.afterCommit(() =>
      this.dataSource.transaction(async (manager) => {
        if (await manager.existsBy(User, { email })) throw this.emailTaken();
        const key = newApiKey(this.cipher);
        const row = manager.create(User, {
          id: randomUUID(), email, passwordHash, lang: cmd.lang, webhookUrl: null, emailVerifiedAt: null, banned: false, banLimit: 5,
          apiKeyHash: key.apiKeyHash, apiKeyCipher: key.apiKeyCipher, webhookSecretCipher: this.cipher.encrypt(newWebhookSecret()),
        });
        try {
          await manager.insert(User, row);
        } catch (error) {
          if (isUniqueViolation(error)) throw this.emailTaken();
          throw error;
        }
        await this.sendVerification(manager, row);
        return manager.findOneByOrFail(User, { id: row.id });
      }),
    );
    this.logger.info({ userId: user.id }, 'user registered');
    return toProfileView(user, this.cipher);
  }

  /** Confirms the address and logs the user in (the SPEC's verify may return a token). */
  async verifyEmail(token: string): Promise<SessionIssued> {
    const issued = await this.dataSource.transaction(async (manager) => {
      const row = await this.emailTokens.consume(manager, token, 'verify');
      await manager.update(User, { id: row.userId }, { emailVerifiedAt: () => 'COALESCE(email_verified_at, now())' });
      return this.startSession(manager, await manager.findOneByOrFail(User, { id: row.userId }));
    });
    await this.changes.user(issued.user._id);
    return issued;
  }

  /** Always answers the same, so it never tells whether an address is registered. */
  async resendVerification(rawEmail: string): Promise<void> {
    await this.outbox.afterCommit(() =>
      this.dataSource.transaction(async (manager) => {
        const user = await manager.findOneBy(User, { email: normaliseEmail(rawEmail) });
        if (user && !user.emailVerifiedAt) await this.sendVerification(manager, user);
      }),
    );
  }

  async login(cmd: LoginCommand): Promise<SessionIssued> {
    const user = await this.dataSource.getRepository(User).findOneBy({ email: normaliseEmail(cmd.email) });
    if (!(await this.hasher.verifyAccount(user?.passwordHash, cmd.password)) || !user) {
      throw new DomainError(ErrorCode.BadCredentials, BAD_CREDENTIALS);
    }
    if (!user.emailVerifiedAt) {
      throw new DomainError(ErrorCode.EmailNotVerified, 'Confirm your email first: open the link we sent you, or ask for a new one.', {
        email: 'notVerified',
      });
    }
    return this.dataSource.transaction((manager) => this.startSession(manager, user));
  }

  async profile(userId: string): Promise<ProfileView> {
    return toProfileView(await this.withWebhookSecret(await this.get(userId)), this.cipher);
  }

  async regenerateWebhookSecret(userId: string): Promise<ProfileView> {
    const changed = await this.dataSource.getRepository(User).update({ id: userId }, { webhookSecretCipher: this.cipher.encrypt(newWebhookSecret()) });
    if (!changed.affected) throw notFound();
    return this.profile(userId);
  }

  /** For the webhooks service: the URL and the secret to sign with, read at every attempt. */
  async webhookTarget(userId: string): Promise<WebhookTargetView> {
    const user = await this.withWebhookSecret(await this.get(userId));
    return { url: user.webhookUrl, secret: this.cipher.decrypt(user.webhookSecretCipher as string) };
  }

  /** Accounts from before webhook signing get their secret on first use; a concurrent first use keeps one. */
  private async withWebhookSecret(user: User): Promise<User> {
    if (user.webhookSecretCipher) return user;
    await this.dataSource
      .getRepository(User)
      .createQueryBuilder()
      .update()
      .set({ webhookSecretCipher: this.cipher.encrypt(newWebhookSecret()) })
      .where('id = :id AND webhook_secret_cipher IS NULL', { id: user.id })
      .execute();
    return this.get(user.id);
  }

  async setLang(cmd: SetLangCommand): Promise<ProfileView> {
    await this.dataSource.getRepository(User).update({ id: cmd.userId }, { lang: cmd.lang });
    await this.changes.user(cmd.userId);
    return this.profile(cmd.userId);
  }

  /** The webhook URL: http(s) to a public address (or an allowed network) only; an empty string clears it. */
  async setWebhookUrl(cmd: SetWebhookUrlCommand): Promise<ProfileView> {
    const url = cmd.url.trim();
    if (url !== '') {
      const problem = await webhookUrlProblem(url, { allowed: this.webhookNetworks });
      if (problem) throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { url: problem });
    }
    await this.dataSource.getRepository(User).update({ id: cmd.userId }, { webhookUrl: url || null });
    await this.changes.user(cmd.userId);
    return this.profile(cmd.userId);
  }

  async regenerateApiKey(userId: string): Promise<ProfileView> {
    const key = newApiKey(this.cipher);
    await this.dataSource.getRepository(User).update({ id: userId }, { apiKeyHash: key.apiKeyHash, apiKeyCipher: key.apiKeyCipher });
    await this.changes.user(userId);
    return this.profile(userId);
  }

  /** The public API's authentication: a key maps to its user, or 401. */
  async resolveApiKey(apiKey: string): Promise<Principal> {
    const user = await this.dataSource.getRepository(User).findOneBy({ apiKeyHash: secretHash(apiKey) });
    if (!user) throw new DomainError(ErrorCode.Unauthorized, 'Invalid or missing API key');
    return { audience: 'user', sessionId: '', subjectId: user.id, user: toUserView(user) };
  }

  async get(userId: string): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user) throw notFound();
    return user;
  }

  async startSession(manager: EntityManager, user: User): Promise<SessionIssued> {
    const session = await this.sessions.issue(manager, 'user', user.id);
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toProfileView(user, this.cipher) };
  }

  private async sendVerification(manager: EntityManager, user: User): Promise<void> {
    const { token, expiresAt } = await this.emailTokens.issue(manager, user.id, 'verify');
    await this.mail.request(manager, user.email, user.lang, 'verify-email', token, expiresAt);
  }

  private emailTaken(): DomainError {
    return new DomainError(ErrorCode.EmailTaken, 'This email is already registered. Log in or restore your password.', {
      email: 'emailTaken',
    });
  }
}
