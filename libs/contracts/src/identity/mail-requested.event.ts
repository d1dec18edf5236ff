import { IsEmail, IsIn, IsObject, IsOptional, IsString, IsUUID, IsUrl } from 'class-validator';
import { LANGS, type Lang } from '../validation/field-rules';

export const MAIL_TEMPLATES = ['verify-email', 'restore-password', 'topup-receipt'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** Identity asks for a mail; webhooks renders it in the user's language and sends it. */
export class MailRequestedEvent {
  @IsUUID('4') mailId!: string;
  @IsEmail() to!: string;
  @IsIn(LANGS) lang!: Lang;
  @IsIn(MAIL_TEMPLATES) template!: MailTemplate;
  @IsUrl({ require_tld: false, require_protocol: true }) link!: string;
  @IsString() expiresAt!: string;
  /** Values the template's text names in braces, e.g. `{amount}` in a receipt. */
  @IsOptional() @IsObject() params?: Record<string, string>;
}
