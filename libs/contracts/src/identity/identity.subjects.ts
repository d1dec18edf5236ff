/** NATS request/reply subjects served by the identity service (queue group `identity`). */
export const IdentitySubjects = {
  register: 'identity.users.register',
  verifyEmail: 'identity.users.verify',
  resendVerification: 'identity.users.verify.resend',
  login: 'identity.users.login',
  requestRestore: 'identity.users.restore',
  checkRestoreKey: 'identity.users.restore.check',
  resetPassword: 'identity.users.password.reset',
  profile: 'identity.users.profile',
  /** A user without secrets (no API key): for services that mail or notify them. */
  user: 'identity.users.get',
  setLang: 'identity.users.lang',
  setWebhookUrl: 'identity.users.url',
  regenerateApiKey: 'identity.users.apikey.regenerate',
  regenerateWebhookSecret: 'identity.users.webhook.secret.regenerate',
  /** Where a user's webhooks go and the secret they are signed with (the webhooks service only). */
  webhookTarget: 'identity.users.webhook.target',
  resolveApiKey: 'identity.apikeys.resolve',
  resolveSession: 'identity.sessions.resolve',
  revokeSession: 'identity.sessions.revoke',
  getModes: 'identity.modes.get',
  adminLogin: 'identity.admins.login',
  setMaintenance: 'identity.admin.mode',
  setTestMode: 'identity.admin.testmode',
  listUsers: 'identity.admin.users.list',
  setUserBan: 'identity.admin.users.ban',
  setUserBanLimit: 'identity.admin.users.banlimit',
} as const;

/** Core NATS broadcast (every gateway replica listens, no queue group). */
export const IDENTITY_MODES_CHANGED = 'identity.modes.changed';

/**
 * Core NATS broadcast after a change that alters who a token or key stands for (a session
 * ended, a ban, a new API key, a profile field): gateways drop what they keep of it.
 */
export const IDENTITY_PRINCIPALS_CHANGED = 'identity.principals.changed';

/** What changed: every session and key of `userId`, or one session. */
export interface PrincipalsChanged {
  userId?: string;
  sessionId?: string;
}

/** JetStream stream and event subjects published by identity through its outbox. */
export const IdentityEvents = {
  stream: 'EVT_IDENTITY',
  all: 'evt.identity.>',
  mailRequested: 'evt.identity.mail_requested',
} as const;
