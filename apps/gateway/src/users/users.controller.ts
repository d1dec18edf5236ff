import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { EmailCommand, LoginCommand, Principal, UserView } from '@simrelay/contracts';
import { CurrentPrincipal, CurrentUser, NotBannedGuard, UserAuthGuard } from '../auth/auth.guards';
import { CaptchaService } from '../captcha/captcha.service';
import { IdentityClient } from '../identity/identity.client';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { BillingClient } from '../billing/billing.client';
import { AccountFiguresReader } from './account-figures';
import { sessionResponse } from './session-response';
import { LangBody, RegisterBody, ResetPasswordBody, UrlBody } from './user-bodies';

/** SPEC section 7 "Auth (user)". Every route here answers 503 during maintenance. */
@Controller('users')
@UseGuards(MaintenanceGuard, RateLimitGuard)
export class UsersController {
  constructor(
    private readonly identity: IdentityClient,
    private readonly captcha: CaptchaService,
    private readonly figures: AccountFiguresReader,
    private readonly billing: BillingClient,
  ) {}

  @Post('register')
  @RateLimit('register')
  async register(@Body() body: RegisterBody) {
    await this.captcha.consume(body.altcha);
    const user = await this.identity.register({ email: body.email, password: body.password, lang: body.lang });
    return { _id: user._id, email: user.email, lang: user.lang, emailVerified: user.emailVerified };
  }

  @Get('verify/:token')
  @RateLimit('linkCheck')
  async verify(@Param('token') token: string) {
    const session = await this.identity.verifyEmail(token);
    return sessionResponse(session, await this.figures.of(session.user._id));
  }

  @Post('verify/resend')
  @HttpCode(200)
  @RateLimit('mailing')
  async resend(@Body() body: EmailCommand) {
    await this.identity.resendVerification(body);
    return { ok: true, message: 'Letter resent!' };
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit('login')
  async login(@Body() body: LoginCommand) {
    const session = await this.identity.login(body);
    return sessionResponse(session, await this.figures.of(session.user._id));
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(UserAuthGuard)
  async logout(@CurrentPrincipal() principal: Principal) {
    await this.identity.revokeSession(principal.sessionId);
    return { ok: true };
  }

  @Post('restore')
  @HttpCode(200)
  @RateLimit('mailing')
  async restore(@Body() body: EmailCommand) {
    await this.identity.requestRestore(body);
    return { ok: true };
  }

  @Get('restore/:restoreKey')
  @RateLimit('linkCheck')
  checkRestoreKey(@Param('restoreKey') restoreKey: string) {
    return this.identity.checkRestoreKey(restoreKey);
  }

  @Post('password/reset')
  @HttpCode(200)
  @RateLimit('linkCheck')
  async resetPassword(@Body() body: ResetPasswordBody) {
    await this.identity.resetPassword({ token: body.restoreKey, password: body.password, email: body.email });
    return { ok: true };
  }

  /**
   * The SPEC's profile refresh: balance, ban and `topups` (the total paid), with `history`, the
   * user's top-ups newest first (at most 100).
   */
  @Get('balance')
  @UseGuards(UserAuthGuard)
  async balance(@CurrentUser() user: UserView) {
    const [figures, history] = await Promise.all([this.figures.of(user._id), this.billing.topUps(user._id)]);
    return { balance: figures.balance, topups: figures.topups, ban: user.ban, history };
  }

  /** Everything the profile pages show about the signed-in user. */
  @Get('me')
  @UseGuards(UserAuthGuard)
  async me(@CurrentUser() user: UserView) {
    const [profile, figures] = await Promise.all([this.identity.profile(user._id), this.figures.of(user._id)]);
    return { ...profile, ...figures };
  }

  @Post('lang')
  @HttpCode(200)
  @UseGuards(UserAuthGuard)
  async setLang(@CurrentUser() user: UserView, @Body() body: LangBody) {
    const profile = await this.identity.setLang(user._id, body.lang);
    return { lang: profile.lang };
  }

  @Post('url')
  @HttpCode(200)
  @UseGuards(UserAuthGuard)
  async setUrl(@CurrentUser() user: UserView, @Body() body: UrlBody) {
    const profile = await this.identity.setWebhookUrl(user._id, body.url);
    return { url: profile.url };
  }

  /** A new API key; the old one stops working at once. */
  @Post('apikey')
  @HttpCode(200)
  @UseGuards(UserAuthGuard, NotBannedGuard)
  async regenerateApiKey(@CurrentUser() user: UserView) {
    const profile = await this.identity.regenerateApiKey(user._id);
    return { apiKey: profile.apiKey };
  }

  /** A new webhook signing secret; webhooks sent from now on are signed with it. */
  @Post('webhook/secret')
  @HttpCode(200)
  @UseGuards(UserAuthGuard)
  async regenerateWebhookSecret(@CurrentUser() user: UserView) {
    const profile = await this.identity.regenerateWebhookSecret(user._id);
    return { webhookSecret: profile.webhookSecret };
  }
}
