import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ClientOrigin, Principal } from '@simrelay/contracts';
import { AdminAuthGuard, CurrentPrincipal } from '../auth/auth.guards';
import { IdentityClient } from '../identity/identity.client';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { ChallengeBody, EnrolConfirmBody, MfaVerifyBody, TotpCodeBody } from './admin-bodies';
import { sessionAnswer } from './admin-session-answer';
import { SkipAudit } from '../audit/audited';
import { Origin } from './client-origin';

/**
 * Administrators' second factor: the login's second step, enrolling an authenticator (during
 * a login that requires it, or from the back office), recovery codes. Identity writes each
 * step to the audit log itself (never a code or a secret).
 */
@Controller('admin')
export class AdminSecurityController {
  constructor(private readonly identity: IdentityClient) {}

  /** `{challenge, code}` or `{challenge, recoveryCode}` after `POST /admin` answered `mfa: "totp"`. */
  @Post('mfa')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('adminMfa')
  async verify(@Body() body: MfaVerifyBody, @Origin() origin: ClientOrigin) {
    return sessionAnswer(await this.identity.adminMfaVerify({ ...body, ...origin }));
  }

  /** After `mfa: "enrol"`: the secret to put in an authenticator (the QR code holds `uri`). */
  @Post('mfa/enrol')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('adminMfa')
  enrol(@Body() body: ChallengeBody, @Origin() origin: ClientOrigin) {
    return this.identity.adminTotpStart({ challenge: body.challenge, ...origin });
  }

  /** The authenticator's first code: the session, and the recovery codes shown this once. */
  @Post('mfa/enrol/confirm')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('adminMfa')
  async confirmEnrolment(@Body() body: EnrolConfirmBody, @Origin() origin: ClientOrigin) {
    const confirmed = await this.identity.adminTotpConfirm({ challenge: body.challenge, code: body.code, ...origin });
    return { ...(confirmed.session ? sessionAnswer(confirmed.session) : {}), recoveryCodes: confirmed.recoveryCodes };
  }

  @Get('security')
  @UseGuards(AdminAuthGuard)
  status(@CurrentPrincipal() admin: Principal) {
    return this.identity.adminSecurity(admin.subjectId);
  }

  /** A logged-in administrator without TOTP sets it up. */
  @Post('security/totp')
  @HttpCode(200)
  @UseGuards(AdminAuthGuard)
  @SkipAudit()
  startTotp(@CurrentPrincipal() admin: Principal, @Origin() origin: ClientOrigin) {
    return this.identity.adminTotpStart({ adminId: admin.subjectId, sessionId: admin.sessionId, ...origin });
  }

  @Post('security/totp/confirm')
  @HttpCode(200)
  @UseGuards(AdminAuthGuard, RateLimitGuard)
  @RateLimit('adminMfa')
  @SkipAudit()
  async confirmTotp(@CurrentPrincipal() admin: Principal, @Body() body: TotpCodeBody, @Origin() origin: ClientOrigin) {
    const confirmed = await this.identity.adminTotpConfirm({ adminId: admin.subjectId, sessionId: admin.sessionId, code: body.code, ...origin });
    return { recoveryCodes: confirmed.recoveryCodes };
  }

  /** Ten new recovery codes against a current code; the old ones stop working. */
  @Post('security/recovery-codes')
  @HttpCode(200)
  @UseGuards(AdminAuthGuard, RateLimitGuard)
  @RateLimit('adminMfa')
  @SkipAudit()
  recoveryCodes(@CurrentPrincipal() admin: Principal, @Body() body: TotpCodeBody, @Origin() origin: ClientOrigin) {
    return this.identity.adminRecoveryCodes({ adminId: admin.subjectId, sessionId: admin.sessionId, code: body.code, ...origin });
  }
}
