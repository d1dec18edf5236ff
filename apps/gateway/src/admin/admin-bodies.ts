import { RECOVERY_CODE } from '@simrelay/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Length, Matches, Max, Min, ValidateIf } from 'class-validator';

export class MaintenanceBody {
  @IsBoolean({ message: 'format' }) maintenance!: boolean;
}

export class TestModeBody {
  @IsOptional() @IsBoolean({ message: 'format' }) testMode?: boolean;
}

export class BanBody {
  @IsBoolean({ message: 'format' }) ban!: boolean;
}

export class BanLimitBody {
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(1000, { message: 'max' }) banLimit!: number;
}

const TOTP_CODE = /^\d{6}$/;

/** The login step between the password and the second factor. */
export class ChallengeBody {
  @IsString({ message: 'required' }) @Length(20, 100, { message: 'format' }) challenge!: string;
}

/** A TOTP code, or else a recovery code. */
export class MfaVerifyBody extends ChallengeBody {
  @ValidateIf((body: MfaVerifyBody) => body.recoveryCode === undefined) @IsString({ message: 'required' }) @Matches(TOTP_CODE, { message: 'format' })
  code?: string;
  @IsOptional() @IsString({ message: 'format' }) @Matches(RECOVERY_CODE, { message: 'format' }) recoveryCode?: string;
}

export class EnrolConfirmBody extends ChallengeBody {
  @IsString({ message: 'required' }) @Matches(TOTP_CODE, { message: 'format' }) code!: string;
}

export class TotpCodeBody {
  @IsString({ message: 'required' }) @Matches(TOTP_CODE, { message: 'format' }) code!: string;
}
