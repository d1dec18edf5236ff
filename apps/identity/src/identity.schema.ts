import { OutboxEvent } from '@simrelay/messaging';
import { AdminChallenge } from './admins/admin-challenge.entity';
import { AdminRecoveryCode } from './admins/admin-recovery-code.entity';
import { Admin } from './admins/admin.entity';
import { AuditEntry } from './audit/audit-entry.entity';
import { EmailToken } from './email-tokens/email-token.entity';
import { Init1763769600000 } from './migrations/1763769600000-init';
import { WebhookSecret1764100000000 } from './migrations/1764100000000-webhook-secret';
import { AdminSecurity1764400000000 } from './migrations/1764400000000-admin-security';
import { Setting } from './modes/setting.entity';
import { Session } from './sessions/session.entity';
import { User } from './users/user.entity';

export const IDENTITY_SCHEMA = 'identity';
export const identityEntities = [User, EmailToken, Session, Admin, AdminRecoveryCode, AdminChallenge, AuditEntry, Setting, OutboxEvent];
export const identityMigrations = [Init1763769600000, WebhookSecret1764100000000, AdminSecurity1764400000000];
