import { OutboxEvent } from '@simrelay/messaging';
import { Admin } from './admins/admin.entity';
import { EmailToken } from './email-tokens/email-token.entity';
import { Init1763769600000 } from './migrations/1763769600000-init';
import { Setting } from './modes/setting.entity';
import { Session } from './sessions/session.entity';
import { User } from './users/user.entity';

export const IDENTITY_SCHEMA = 'identity';
export const identityEntities = [User, EmailToken, Session, Admin, Setting, OutboxEvent];
export const identityMigrations = [Init1763769600000];
