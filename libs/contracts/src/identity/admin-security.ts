import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Length, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsSortField, IsSortOrder, type SortOrder } from '../common/list-order';
import { IsAccountEmail, IsLoginPassword } from '../validation/field-decorators';
import type { AdminSessionIssued } from './identity.views';

/** NATS subjects of administrators' second factor and of the audit log (queue group `identity`). */
export const AdminSecuritySubjects = {
  /** Password first: a session, or a challenge for the second factor (or for enrolling one). */
  login: 'identity.admins.login.v2',
  /** The challenge's TOTP code or a recovery code: a session. */
  verify: 'identity.admins.mfa.verify',
  /** A new TOTP secret to enrol (during a challenge, or for a logged-in administrator). */
  totpStart: 'identity.admins.totp.start',
  /** The first code from the authenticator: TOTP on from now, and the recovery codes (and a session, during a challenge). */
  totpConfirm: 'identity.admins.totp.confirm',
  /** New recovery codes (the old ones stop working), against a current TOTP code. */
  recoveryCodes: 'identity.admins.totp.recovery',
  status: 'identity.admins.security.status',
  auditRecord: 'identity.admin.audit.record',
  auditList: 'identity.admin.audit.list',
} as const;

const TOTP_CODE = /^\d{6}$/;
/** Ten base-32 characters, shown as two groups of five. */
export const RECOVERY_CODE = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;

/** Where a request came from, as the gateway saw it (for the audit log). */
export class ClientOrigin {
  @IsOptional() @IsString() @MaxLength(64) ip?: string;
  @IsOptional() @IsString() @MaxLength(300) userAgent?: string;
}

export class AdminLoginV2Command extends ClientOrigin {
  @IsAccountEmail() email!: string;
  @IsLoginPassword() password!: string;
}

/** A challenge given by the password step; identity keeps it for a few minutes and a few tries. */
export class AdminChallengeRef extends ClientOrigin {
  @IsString({ message: 'required' }) @Length(20, 100, { message: 'format' }) challenge!: string;
}

/** Exactly one of the two. */
export class AdminMfaVerifyCommand extends AdminChallengeRef {
  @ValidateIf((cmd: AdminMfaVerifyCommand) => cmd.recoveryCode === undefined) @IsString({ message: 'required' }) @Matches(TOTP_CODE, { message: 'format' })
  code?: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(RECOVERY_CODE, { message: 'format' }) recoveryCode?: string;
}

/** Enrolment: by a challenge (before a session, when enrolling is required) or by a logged-in administrator. */
export class AdminTotpStartCommand extends ClientOrigin {
  @ValidateIf((cmd: AdminTotpStartCommand) => cmd.adminId === undefined) @IsString({ message: 'required' }) @Length(20, 100, { message: 'format' })
  challenge?: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) adminId?: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) sessionId?: string;
}

export class AdminTotpConfirmCommand extends AdminTotpStartCommand {
  @IsString({ message: 'required' }) @Matches(TOTP_CODE, { message: 'format' }) code!: string;
}

export class AdminRecoveryCodesCommand extends ClientOrigin {
  @IsUUID('4', { message: 'format' }) adminId!: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) sessionId?: string;
  @IsString({ message: 'required' }) @Matches(TOTP_CODE, { message: 'format' }) code!: string;
}

export class AdminRef {
  @IsUUID('4', { message: 'format' }) adminId!: string;
}

/** `POST /admin` when the password was right but a second factor is due. */
export interface AdminMfaChallenge {
  /** `totp`: send a code (or a recovery code); `enrol`: set up an authenticator first. */
  mfa: 'totp' | 'enrol';
  challenge: string;
  expiresAt: string;
}

export type AdminLoginResult = AdminSessionIssued | AdminMfaChallenge;

export interface TotpEnrolment {
  /** Base-32, for typing into an authenticator by hand. */
  secret: string;
  /** `otpauth://totp/...`: what the QR code holds. */
  uri: string;
}

export interface TotpConfirmed {
  /** Shown once; each works once in place of a code. */
  recoveryCodes: string[];
  /** When enrolling during a login: the session it opens. */
  session?: AdminSessionIssued;
}

export interface AdminSecurityView {
  email: string;
  totpEnabled: boolean;
  /** Every administrator must enrol (ADMIN_TOTP_REQUIRED). */
  totpRequired: boolean;
  recoveryCodesLeft: number;
  /** Sessions end after this long without the administrator doing anything. */
  idleTimeoutSeconds: number;
}

// --- The audit log -------------------------------------------------------------------------

export const AUDIT_OUTCOMES = ['done', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** One administrative change (or a refused attempt), as the gateway or identity saw it. */
export class AuditRecordCommand extends ClientOrigin {
  @IsOptional() @IsUUID('4', { message: 'format' }) adminId?: string;
  /** For an attempt by an unknown email: what was typed. */
  @IsOptional() @IsString() @MaxLength(254) email?: string;
  @IsOptional() @IsUUID('4', { message: 'format' }) sessionId?: string;
  /** `POST /admin/users/balance`, or identity's own (`admin.login`, `admin.totp.enrol`...). */
  @IsString({ message: 'required' }) @Length(1, 120, { message: 'format' }) action!: string;
  @IsOptional() @IsString() @MaxLength(300) target?: string;
  @IsIn(AUDIT_OUTCOMES, { message: 'format' }) outcome!: AuditOutcome;
  @IsOptional() @IsObject() request?: Record<string, unknown>;
  /** The record as its owner showed it just before the change (null: a creation, or no read exists). */
  @IsOptional() before?: unknown;
  @IsOptional() after?: unknown;
  @IsOptional() @IsString() @MaxLength(500) error?: string;
  @IsOptional() @IsString() @MaxLength(100) correlationId?: string;
}

/** The fields the audit log sorts by (`admin`: the administrator's email). */
export const AUDIT_SORT_FIELDS = ['at', 'action', 'admin', 'target'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

export class AuditListQuery {
  /** Default: newest first. */
  @IsSortField(AUDIT_SORT_FIELDS) sort?: AuditSortField;
  @IsSortOrder() order?: SortOrder;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page: number = 1;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' }) limit: number = 50;
  /** Part of the action, e.g. `balance`. */
  @IsOptional() @IsString({ message: 'format' }) @MaxLength(120, { message: 'max' }) action?: string;
  /** Part of the administrator's email. */
  @IsOptional() @IsString({ message: 'format' }) @MaxLength(254, { message: 'max' }) admin?: string;
  @IsOptional() @IsString({ message: 'format' }) @MaxLength(300, { message: 'max' }) target?: string;
}

export interface AuditEntryView {
  _id: string;
  at: string;
  adminId: string | null;
  adminEmail: string | null;
  action: string;
  target: string | null;
  outcome: AuditOutcome;
  request: Record<string, unknown> | null;
  before: unknown;
  after: unknown;
  error: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditPage {
  items: AuditEntryView[];
  total: number;
  page: number;
  limit: number;
}
