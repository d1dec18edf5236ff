import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Length, Max, MaxLength, Min } from 'class-validator';
import { IsSortField, IsSortOrder, type SortOrder } from '../common/list-order';
import { IsAccountEmail, IsLang, IsLoginPassword, IsNewPassword } from '../validation/field-decorators';
import type { Lang } from '../validation/field-rules';

export type Audience = 'user' | 'admin';

export class RegisterUserCommand {
  @IsAccountEmail() email!: string;
  @IsNewPassword() password!: string;
  @IsLang() lang!: Lang;
}

export class EmailCommand {
  @IsAccountEmail() email!: string;
}

export class LoginCommand {
  @IsAccountEmail() email!: string;
  @IsLoginPassword() password!: string;
}

/** Single-use secrets from mailed links: verification token or restore key. */
export class LinkTokenCommand {
  @IsString({ message: 'required' }) @Length(16, 128, { message: 'format' }) token!: string;
}

export class ResetPasswordCommand extends LinkTokenCommand {
  @IsNewPassword() password!: string;
  /** The SPEC's payload names the email; when given it must match the key's account. */
  @IsOptional() @IsAccountEmail() email?: string;
}

export class UserRef {
  @IsUUID('4', { message: 'format' }) userId!: string;
}

export class SetLangCommand extends UserRef {
  @IsLang() lang!: Lang;
}

export class SetWebhookUrlCommand extends UserRef {
  /** Empty string clears it. Scheme and address checks happen in identity (they need DNS). */
  @IsString({ message: 'required' }) @MaxLength(2048, { message: 'max' }) url!: string;
}

export class ResolveApiKeyQuery {
  @IsString({ message: 'required' }) @Length(20, 128, { message: 'format' }) apiKey!: string;
}

export class SessionRef {
  @IsUUID('4', { message: 'format' }) sessionId!: string;
}

export class AdminLoginCommand {
  @IsAccountEmail() email!: string;
  @IsLoginPassword() password!: string;
}

export class SetMaintenanceCommand {
  @IsBoolean({ message: 'format' }) maintenance!: boolean;
}

export class SetTestModeCommand {
  /** Absent: flip the current value (the SPEC's PATCH carries no body). */
  @IsOptional() @IsBoolean({ message: 'format' }) testMode?: boolean;
}

/** The fields `GET /admin/users` sorts by. */
export const USER_SORT_FIELDS = ['email', 'createdAt', 'ban', 'banLimit'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export class ListUsersQuery {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'format' }) page: number = 1;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'format' }) @Max(200, { message: 'max' })
  limit: number = 50;
  @IsOptional() @IsString({ message: 'format' }) @MaxLength(254, { message: 'max' }) search?: string;
  /** Default: newest first. */
  @IsSortField(USER_SORT_FIELDS) sort?: UserSortField;
  @IsSortOrder() order?: SortOrder;
}

export class SetUserBanCommand extends UserRef {
  @IsBoolean({ message: 'format' }) ban!: boolean;
}

export class SetUserBanLimitCommand extends UserRef {
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(1000, { message: 'max' }) banLimit!: number;
}
