import type { Lang } from '../validation/field-rules';

/** What identity tells others about a user. Field `_id` follows the SPEC's record shape. */
export interface UserView {
  _id: string;
  email: string;
  lang: Lang;
  url: string | null;
  ban: boolean;
  banLimit: number;
  emailVerified: boolean;
  createdAt: string;
}

/** A user as the owner sees it: includes the API key in full. */
export interface ProfileView extends UserView {
  apiKey: string;
  /** Signs the user's webhooks (`X-SimRelay-Signature`). */
  webhookSecret: string;
}

export interface WebhookTargetView {
  url: string | null;
  secret: string;
}

export interface SessionIssued {
  token: string;
  expiresAt: string;
  user: ProfileView;
}

export interface AdminSessionIssued {
  token: string;
  expiresAt: string;
  adminId: string;
  testMode: boolean;
  /** The session ends after this long without activity (the back office logs out then too). */
  idleTimeoutSeconds: number;
}

/** Who a valid session belongs to; returned on every authenticated request. */
export interface Principal {
  audience: 'user' | 'admin';
  sessionId: string;
  subjectId: string;
  user?: UserView;
}

export interface Modes {
  maintenance: boolean;
  testMode: boolean;
}

export interface UserPage {
  items: UserView[];
  total: number;
  page: number;
  limit: number;
}

export interface RestoreKeyInfo {
  valid: true;
  email: string;
}

export interface Ack {
  ok: true;
}
