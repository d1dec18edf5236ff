import { Injectable } from '@nestjs/common';
import {
  Ack, AdminLoginCommand, AdminSessionIssued, Audience, EmailCommand, IdentitySubjects, Lang, ListUsersQuery, LoginCommand, Modes,
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
  profile = (userId: string) => this.call<ProfileView>(IdentitySubjects.profile, { userId });
  setLang = (userId: string, lang: Lang) => this.call<ProfileView>(IdentitySubjects.setLang, { userId, lang });
  setWebhookUrl = (userId: string, url: string) => this.call<ProfileView>(IdentitySubjects.setWebhookUrl, { userId, url });
  regenerateApiKey = (userId: string) => this.call<ProfileView>(IdentitySubjects.regenerateApiKey, { userId });
  regenerateWebhookSecret = (userId: string) => this.call<ProfileView>(IdentitySubjects.regenerateWebhookSecret, { userId });
  resolveApiKey = (apiKey: string) => this.call<Principal>(IdentitySubjects.resolveApiKey, { apiKey });
  resolveSession = (sessionId: string, audience: Audience) => this.call<Principal>(IdentitySubjects.resolveSession, { sessionId, audience });
  revokeSession = (sessionId: string) => this.call<Ack>(IdentitySubjects.revokeSession, { sessionId });
  getModes = () => this.call<Modes>(IdentitySubjects.getModes, {});
  adminLogin = (cmd: AdminLoginCommand) => this.call<AdminSessionIssued>(IdentitySubjects.adminLogin, cmd);
  setMaintenance = (maintenance: boolean) => this.call<Modes>(IdentitySubjects.setMaintenance, { maintenance });
  setTestMode = (testMode?: boolean) => this.call<Modes>(IdentitySubjects.setTestMode, testMode === undefined ? {} : { testMode });
  listUsers = (query: ListUsersQuery) => this.call<UserPage>(IdentitySubjects.listUsers, query);
  setUserBan = (userId: string, ban: boolean) => this.call<UserView>(IdentitySubjects.setUserBan, { userId, ban });
  setUserBanLimit = (userId: string, banLimit: number) => this.call<UserView>(IdentitySubjects.setUserBanLimit, { userId, banLimit });
}
