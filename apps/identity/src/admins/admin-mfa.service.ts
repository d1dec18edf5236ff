import { Inject, Injectable } from '@nestjs/common';
import {
  AdminLoginResult, AdminLoginV2Command, AdminMfaVerifyCommand, AdminRecoveryCodesCommand, AdminSecurityView, AdminSessionIssued, AdminTotpConfirmCommand,
  AdminTotpStartCommand, ClientOrigin, DomainError, ErrorCode, normaliseEmail, TotpConfirmed, TotpEnrolment,
} from '@simrelay/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AdminAuditLog } from '../audit/admin-audit-log';
import { IdentityEnv } from '../config';
import { IDENTITY_ENV, TOTP_CIPHER } from '../identity.tokens';
import { ModesService } from '../modes/modes.service';
import { PasswordHasher } from '../security/password-hasher';
import { SecretCipher } from '../security/secret-tokens';
import { SessionsService } from '../sessions/sessions.service';
import { AdminChallenges } from './admin-challenges';
import { AdminChallenge } from './admin-challenge.entity';
import { Admin } from './admin.entity';
import { RecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpStep, totpUri } from './totp';

const BAD_CREDENTIALS = 'Wrong email or password';
const wrongCode = () => new DomainError(ErrorCode.BadCredentials, 'Wrong code');
const origin = (cmd: ClientOrigin) => ({ ...(cmd.ip ? { ip: cmd.ip } : {}), ...(cmd.userAgent ? { userAgent: cmd.userAgent } : {}) });

/**
 * Administrators' login with a second factor (TOTP, RFC 6238): the password opens a challenge,
 * a code (or a single-use recovery code) turns it into a session. Codes work once (the last
 * accepted time step is kept), challenges take a few tries, secrets are stored encrypted.
 * With ADMIN_TOTP_REQUIRED an administrator without TOTP enrols before getting a session.
 * Every step lands in the audit log.
 */
@Injectable()
export class AdminMfaService {
  private readonly challenges: AdminChallenges;
  private readonly recovery: RecoveryCodes;

  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly modes: ModesService,
    private readonly audit: AdminAuditLog,
    @Inject(TOTP_CIPHER) private readonly cipher: SecretCipher,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {
    this.challenges = new AdminChallenges(dataSource);
    this.recovery = new RecoveryCodes(hasher);
  }

  async login(cmd: AdminLoginV2Command): Promise<AdminLoginResult> {
    const email = normaliseEmail(cmd.email);
    const admin = await this.dataSource.getRepository(Admin).findOneBy({ email });
    if (!(await this.hasher.verifyAccount(admin?.passwordHash, cmd.password)) || !admin) {
      await this.audit.record({ ...origin(cmd), ...(admin ? { adminId: admin.id } : { email }), action: 'admin.login', outcome: 'refused', error: BAD_CREDENTIALS });
      throw new DomainError(ErrorCode.BadCredentials, BAD_CREDENTIALS);
    }
    const purpose = admin.totpEnabledAt ? 'totp' : this.env.ADMIN_TOTP_REQUIRED ? 'enrol' : null;
    if (!purpose) return this.dataSource.transaction((manager) => this.openSession(manager, admin.id, cmd, 'password'));
    const challenge = await this.challenges.open(admin.id, purpose);
    return { mfa: purpose, challenge: challenge.token, expiresAt: challenge.expiresAt.toISOString() };
  }

  /** The challenge's second factor: a TOTP code, or one of the recovery codes. */
  async verify(cmd: AdminMfaVerifyCommand): Promise<AdminSessionIssued> {
    const challenge = await this.challenges.attempt(cmd.challenge, 'totp');
    const admin = await this.dataSource.getRepository(Admin).findOneByOrFail({ id: challenge.adminId });
    const factor = cmd.recoveryCode !== undefined ? 'recovery code' : 'totp';
    const accepted =
      cmd.recoveryCode !== undefined
        ? await this.recovery.consume(this.dataSource.manager, admin.id, cmd.recoveryCode)
        : await this.acceptCode(admin, cmd.code as string);
    if (!accepted) {
      await this.audit.record({ ...origin(cmd), adminId: admin.id, action: 'admin.login', outcome: 'refused', request: { factor }, error: 'wrong code' });
      throw wrongCode();
    }
    return this.dataSource.transaction(async (manager) => {
      await this.challenges.spend(manager, challenge);
      return this.openSession(manager, admin.id, cmd, factor);
    });
  }

  /** A new secret to enrol: kept aside (encrypted) until its first code is confirmed. */
  async startEnrolment(cmd: AdminTotpStartCommand): Promise<TotpEnrolment> {
    const { admin } = await this.enrolling(cmd, false);
    const secret = newTotpSecret();
    await this.dataSource.getRepository(Admin).update({ id: admin.id }, { totpPendingCipher: this.cipher.encrypt(secret) });
    return { secret, uri: totpUri(secret, admin.email, this.env.ADMIN_TOTP_ISSUER) };
  }

  /** The authenticator's first code: TOTP is on from now, with fresh recovery codes (and, during a login, the session). */
  async confirmEnrolment(cmd: AdminTotpConfirmCommand): Promise<TotpConfirmed> {
    const { admin, challenge } = await this.enrolling(cmd, true);
    const pending = admin.totpPendingCipher;
    const step = pending ? totpStep(this.cipher.decrypt(pending), cmd.code, Date.now()) : null;
    if (step === null || !pending) {
      await this.audit.record({ ...origin(cmd), adminId: admin.id, sessionId: cmd.sessionId, action: 'admin.totp.enrol', outcome: 'refused', error: 'wrong code' });
      throw wrongCode();
    }
    return this.dataSource.transaction(async (manager) => {
      const moved = await manager.update(
        Admin,
        { id: admin.id, totpPendingCipher: pending },
        { totpSecretCipher: pending, totpPendingCipher: null, totpEnabledAt: new Date(), totpLastStep: step },
      );
      if (!moved.affected) throw wrongCode();
      const recoveryCodes = await this.recovery.replace(manager, admin.id);
      await this.audit.record({ ...origin(cmd), adminId: admin.id, sessionId: cmd.sessionId, action: 'admin.totp.enrol', outcome: 'done', after: { totpEnabled: true, recoveryCodes: recoveryCodes.length } }, manager);
      if (!challenge) return { recoveryCodes };
      await this.challenges.spend(manager, challenge);
      return { recoveryCodes, session: await this.openSession(manager, admin.id, cmd, 'totp enrolment') };
    });
  }

  /** Ten new recovery codes against a current code; the old ones stop working. */
  async replaceRecoveryCodes(cmd: AdminRecoveryCodesCommand): Promise<TotpConfirmed> {
    const admin = await this.dataSource.getRepository(Admin).findOneByOrFail({ id: cmd.adminId });
    if (!admin.totpEnabledAt || !(await this.acceptCode(admin, cmd.code))) {
      await this.audit.record({ ...origin(cmd), adminId: admin.id, sessionId: cmd.sessionId, action: 'admin.totp.recovery_codes', outcome: 'refused', error: 'wrong code' });
      throw wrongCode();
    }
    return this.dataSource.transaction(async (manager) => {
      const before = await this.recovery.left(manager, admin.id);
      const recoveryCodes = await this.recovery.replace(manager, admin.id);
      await this.audit.record(
        { ...origin(cmd), adminId: admin.id, sessionId: cmd.sessionId, action: 'admin.totp.recovery_codes', outcome: 'done', before: { recoveryCodesLeft: before }, after: { recoveryCodesLeft: recoveryCodes.length } },
        manager,
      );
      return { recoveryCodes };
    });
  }

  async status(adminId: string): Promise<AdminSecurityView> {
    const admin = await this.dataSource.getRepository(Admin).findOneByOrFail({ id: adminId });
    return {
      email: admin.email,
      totpEnabled: admin.totpEnabledAt !== null,
      totpRequired: this.env.ADMIN_TOTP_REQUIRED,
      recoveryCodesLeft: await this.recovery.left(this.dataSource.manager, admin.id),
      idleTimeoutSeconds: this.env.ADMIN_IDLE_TIMEOUT_SECONDS,
    };
  }

  /** A session after the password (and the second factor when there is one). */
  async openSession(manager: EntityManager, adminId: string, from: ClientOrigin, factor: string): Promise<AdminSessionIssued> {
    const session = await this.sessions.issue(manager, 'admin', adminId);
    await this.audit.record({ ...origin(from), adminId, sessionId: session.sessionId, action: 'admin.login', outcome: 'done', request: { factor } }, manager);
    const { testMode } = await this.modes.get();
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), adminId, testMode, idleTimeoutSeconds: this.env.ADMIN_IDLE_TIMEOUT_SECONDS };
  }

  /** A code of the enrolled secret, taken once: its time step must be later than the last one accepted. */
  private async acceptCode(admin: Admin, code: string): Promise<boolean> {
    if (!admin.totpSecretCipher) return false;
    const step = totpStep(this.cipher.decrypt(admin.totpSecretCipher), code, Date.now());
    if (step === null) return false;
    const taken = await this.dataSource
      .createQueryBuilder()
      .update(Admin)
      .set({ totpLastStep: step })
      .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id: admin.id, step })
      .execute();
    return Boolean(taken.affected);
  }

  /**
   * Who enrols: the administrator of an enrolment challenge (a login that requires TOTP), or a
   * logged-in administrator without TOTP. `attempt` counts a try of the challenge (a code is checked).
   */
  private async enrolling(cmd: AdminTotpStartCommand, attempt: boolean): Promise<{ admin: Admin; challenge?: AdminChallenge }> {
    if (cmd.challenge) {
      const challenge = attempt ? await this.challenges.attempt(cmd.challenge, 'enrol') : await this.challenges.peek(cmd.challenge, 'enrol');
      return { admin: await this.dataSource.getRepository(Admin).findOneByOrFail({ id: challenge.adminId }), challenge };
    }
    const admin = await this.dataSource.getRepository(Admin).findOneBy({ id: cmd.adminId });
    if (!admin) throw new DomainError(ErrorCode.Unauthorized, 'Unauthorized');
    if (admin.totpEnabledAt) {
      throw new DomainError(ErrorCode.Forbidden, 'Two-factor authentication is set up already. To move it to another device, ask for a reset (npm run admin:create -- --reset-totp).');
    }
    return { admin };
  }
}
