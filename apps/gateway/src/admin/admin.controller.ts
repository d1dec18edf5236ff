import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { AdminLoginCommand, ClientOrigin, ListUsersQuery, Principal, UserView } from '@simrelay/contracts';
import { AdminAuthGuard, CurrentPrincipal } from '../auth/auth.guards';
import { IdentityClient } from '../identity/identity.client';
import { ModesCache } from '../modes/modes.cache';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { AccountFiguresReader } from '../users/account-figures';
import { BanBody, BanLimitBody, MaintenanceBody, TestModeBody } from './admin-bodies';
import { loginAnswer } from './admin-session-answer';
import { Origin } from './client-origin';

const uuid = new ParseUUIDPipe({ version: '4' });

/** The back office (SPEC section 7 "Admin"). Works during maintenance; admin tokens only. */
@Controller('admin')
export class AdminController {
  constructor(
    private readonly identity: IdentityClient,
    private readonly modes: ModesCache,
    private readonly figures: AccountFiguresReader,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('adminLogin')
  async login(@Body() body: AdminLoginCommand, @Origin() origin: ClientOrigin) {
    return loginAnswer(await this.identity.adminLogin({ ...body, ...origin }));
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(AdminAuthGuard)
  async logout(@CurrentPrincipal() principal: Principal) {
    await this.identity.revokeSession(principal.sessionId);
    return { ok: true };
  }

  @Post('mode')
  @HttpCode(200)
  @UseGuards(AdminAuthGuard)
  async setMaintenance(@Body() body: MaintenanceBody) {
    const modes = await this.identity.setMaintenance(body.maintenance);
    this.modes.update(modes);
    return modes;
  }

  @Patch('testmode')
  @UseGuards(AdminAuthGuard)
  async setTestMode(@Body() body: TestModeBody) {
    const modes = await this.identity.setTestMode(body.testMode);
    this.modes.update(modes);
    return modes;
  }

  @Get('users')
  @UseGuards(AdminAuthGuard)
  async users(@Query() query: ListUsersQuery) {
    const page = await this.identity.listUsers(query);
    const figures = await this.figures.ofMany(page.items.map((user) => user._id));
    return { ...page, items: page.items.map((user) => ({ ...user, balance: figures.get(user._id)?.balance ?? 0, topups: figures.get(user._id)?.topups ?? 0 })) };
  }

  @Patch('users/limit/:id')
  @UseGuards(AdminAuthGuard)
  async setBanLimit(@Param('id', uuid) id: string, @Body() body: BanLimitBody) {
    return this.withFigures(await this.identity.setUserBanLimit(id, body.banLimit));
  }

  @Patch('users/:id')
  @UseGuards(AdminAuthGuard)
  async setBan(@Param('id', uuid) id: string, @Body() body: BanBody) {
    return this.withFigures(await this.identity.setUserBan(id, body.ban));
  }

  private async withFigures(user: UserView) {
    return { ...user, ...(await this.figures.of(user._id)) };
  }
}
