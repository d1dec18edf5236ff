import { IsAccountEmail, IsLang, IsNewPassword, Lang, RegisterUserCommand } from '@simrelay/contracts';
import { IsOptional, IsString, Length, MaxLength } from 'class-validator';

/** The register form: the account fields plus the human check's solution. */
export class RegisterBody extends RegisterUserCommand {
  @IsString({ message: 'required' }) @MaxLength(20_000, { message: 'captcha' }) altcha!: string;
}

export class ResetPasswordBody {
  @IsString({ message: 'required' }) @Length(16, 128, { message: 'format' }) restoreKey!: string;
  @IsNewPassword() password!: string;
  @IsOptional() @IsAccountEmail() email?: string;
}

export class LangBody {
  @IsLang() lang!: Lang;
}

export class UrlBody {
  @IsString({ message: 'required' }) @MaxLength(2048, { message: 'max' }) url!: string;
}
