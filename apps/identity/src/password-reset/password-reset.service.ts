import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, normaliseEmail, ResetPasswordCommand, RestoreKeyInfo } from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { EmailTokensService } from '../email-tokens/email-tokens.service';
import { MailRequests } from '../mail/mail-requests';
import { OutboxKicker } from '../mail/outbox-kicker';
import { BreachedPasswords } from '../security/breached-passwords';
import { PasswordHasher } from '../security/password-hasher';
import { PrincipalChanges } from '../sessions/principal-changes';
import { SessionsService } from '../sessions/sessions.service';
import { User } from '../users/user.entity';

/** Forgotten passwords: a mailed single-use key valid one hour. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly breached: BreachedPasswords,
    private readonly emailTokens: EmailTokensService,
    private readonly sessions: SessionsService,
    private readonly changes: PrincipalChanges,
    private readonly mail: MailRequests,
    private readonly outbox: OutboxKicker,
  ) {}

  /** Same answer whether or not the address is registered. */
  async request(rawEmail: string): Promise<void> {
    await this.outbox.afterCommit(() =>
      this.dataSource.transaction(async (manager) => {
        const user = await manager.findOneBy(User, { email: normaliseEmail(rawEmail) });
        if (!user) return;
        const { token, expiresAt } = await this.emailTokens.issue(manager, user.id, 'restore');
        await this.mail.request(manager, user.email, user.lang, 'restore-password', token, expiresAt);
      }),
    );
  }

  async check(restoreKey: string): Promise<RestoreKeyInfo> {
    const row = await this.emailTokens.find(this.dataSource.manager, restoreKey, 'restore', false);
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: row.userId });
    return { valid: true, email: user.email };
  }

  /** Sets the new password, uses up the key and ends every existing login of the account. */
  async reset(cmd: ResetPasswordCommand): Promise<void> {
    // Refused before the key is used up: the same link can be tried with another password.
    this.breached.assertNotBreached(cmd.password);
    const passwordHash = await this.hasher.hash(cmd.password);
    const userId = await this.dataSource.transaction(async (manager) => {
      const row = await this.emailTokens.consume(manager, cmd.token, 'restore');
      const user = await manager.findOneByOrFail(User, { id: row.userId });
      if (cmd.email !== undefined && normaliseEmail(cmd.email) !== user.email) {
        throw new DomainError(ErrorCode.TokenInvalid, 'This link was sent for another email address.', { email: 'emailMismatch' });
      }
      // Opening the mailed link proves the address, as verification would.
      await manager.update(User, { id: user.id }, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
      await this.sessions.revokeAll(manager, user.id);
      return user.id;
    });
    await this.changes.user(userId);
  }
}
