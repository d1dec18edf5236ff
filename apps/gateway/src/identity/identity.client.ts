import { Injectable } from '@nestjs/common';
import {
  Ack, AdminLoginResult, AdminLoginV2Command, AdminMfaVerifyCommand, AdminRecoveryCodesCommand, AdminSecuritySubjects, AdminSecurityView, AdminSessionIssued,
  AdminTotpConfirmCommand, AdminTotpStartCommand, Audience, AuditListQuery, AuditPage, AuditRecordCommand, TotpConfirmed, TotpEnrolment, EmailCommand, IdentitySubjects, Lang, ListUsersQuery, LoginCommand, Modes,
  Principal, ProfileView, RegisterUserCommand, ResetPasswordCommand, RestoreKeyInfo, SessionIssued, UserPage, UserView,
} from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

/** Typed calls to the identity service over NATS. */
@Injectable()
export class IdentityClient extends ServiceClient {
  register = (cmd: RegisterUserCommand) => this.call<ProfileView>(IdentitySubjects.register, cmd);
  verifyEmail = (token: string) => this.call<SessionIssued>(IdentitySubjects.verifyEmail, { token });
  resendVerification = (cmd: EmailCommand) => this.call<Ack>(IdentitySubjects.resendVerification, cmd);
  login = (cmd: LoginCommand) => this.call<SessionIssued>(IdentitySubjects.login, cmd);
  requestRestore = (cmd: EmailCommand) => this.call<Ack>(IdentitySubjects.requestRestore, cmd);
  checkRestoreKey = (token: string) => this.call<RestoreKeyInfo>(IdentitySubjects.checkRestoreKey, { token });
  resetPassword = (cmd: ResetPasswordCommand) => this.call<Ack>(IdentitySubjects.resetPassword, cmd);
  /** A user without secrets (the audit log's "before"). */
  user = (userId: string) => this.call<UserView>(IdentitySubjects.user, { userId });
  profile = (userId: string) => this.call<ProfileView>(IdentitySubjects.profile, { userId });
  setLang = (userId: string, lang: Lang) => this.call<ProfileView>(IdentitySubjects.setLang, { userId, lang });
  setWebhookUrl = (userId: string, url: string) => this.call<ProfileView>(IdentitySubjects.setWebhookUrl, { userId, url });
  regenerateApiKey = (userId: string) => this.call<ProfileView>(IdentitySubjects.regenerateApiKey, { userId });
  regenerateWebhookSecret = (userId: string) => this.call<ProfileView>(IdentitySubjects.regenerateWebhookSecret, { userId });
  resolveApiKey = (apiKey: string) => this.call<Principal>(IdentitySubjects.resolveApiKey, { apiKey });
  resolveSession = (sessionId: string, audience: Audience, idleSeconds?: number) =>
    this.call<Principal>(IdentitySubjects.resolveSession, { sessionId, audience, ...(idleSeconds ? { idleSeconds } : {}) });
  revokeSession = (sessionId: string) => this.call<Ack>(IdentitySubjects.revokeSession, { sessionId });
  getModes = () => this.call<Modes>(IdentitySubjects.getModes, {});
  adminLogin = (cmd: AdminLoginV2Command) => this.call<AdminLoginResult>(AdminSecuritySubjects.login, cmd);
  adminMfaVerify = (cmd: AdminMfaVerifyCommand) => this.call<AdminSessionIssued>(AdminSecuritySubjects.verify, cmd);
  adminTotpStart = (cmd: AdminTotpStartCommand) => this.call<TotpEnrolment>(AdminSecuritySubjects.totpStart, cmd);
  adminTotpConfirm = (cmd: AdminTotpConfirmCommand) => this.call<TotpConfirmed>(AdminSecuritySubjects.totpConfirm, cmd);
  adminRecoveryCodes = (cmd: AdminRecoveryCodesCommand) => this.call<TotpConfirmed>(AdminSecuritySubjects.recoveryCodes, cmd);
  adminSecurity = (adminId: string) => this.call<AdminSecurityView>(AdminSecuritySubjects.status, { adminId });
  auditRecord = (entry: AuditRecordCommand) => this.call<{ _id: string }>(AdminSecuritySubjects.auditRecord, entry);
  auditList = (query: AuditListQuery) => this.call<AuditPage>(AdminSecuritySubjects.auditList, query);
  setMaintenance = (maintenance: boolean) => this.call<Modes>(IdentitySubjects.setMaintenance, { maintenance });
  setTestMode = (testMode?: boolean) => this.call<Modes>(IdentitySubjects.setTestMode, testMode === undefined ? {} : { testMode });
  listUsers = (query: ListUsersQuery) => this.call<UserPage>(IdentitySubjects.listUsers, query);
  setUserBan = (userId: string, ban: boolean) => this.call<UserView>(IdentitySubjects.setUserBan, { userId, ban });
  setUserBanLimit = (userId: string, banLimit: number) => this.call<UserView>(IdentitySubjects.setUserBanLimit, { userId, banLimit });
}
