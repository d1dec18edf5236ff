import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { AdminLedgerEntryView, LedgerFilters, microsToDollars, UserView } from '@simrelay/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { CurrentUser, UserAuthGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { BillingClient } from './billing.client';
import { UserLedgerClient } from './user-ledger.client';

export class UserLedgerParams extends LedgerFilters {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page?: number;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' }) limit?: number;
  /** `csv`: every entry that matches the filters, as a file. */
  @IsOptional() @IsIn(['json', 'csv'], { message: 'format' }) format?: 'json' | 'csv';
}

/** Billing's pages are read one after another for the file; more than this many rows is cut. */
const CSV_PAGE = 200;
const CSV_MAX_ROWS = 50_000;

const CSV_COLUMNS = ['date', 'kind', 'amount', 'wallet_change', 'balance_after', 'reference', 'reason'] as const;

/** A CSV cell; text that a spreadsheet would run as a formula is quoted as text. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvRow = (e: AdminLedgerEntryView) => [e.createdAt, e.kind, e.amount, e.walletChange, e.balanceAfter, e.reference, e.reason].map(cell).join(',');

/**
 * The logged-in user's money: what is available and what is reserved (held for open numbers
 * and rentals), and every movement of it (top-ups, holds, charges, refunds, releases,
 * administrators' corrections) with the balance after each, a page at a time or as CSV.
 */
@Controller('users/ledger')
@UseGuards(MaintenanceGuard, UserAuthGuard)
export class UserLedgerController {
  constructor(
    private readonly ledger: UserLedgerClient,
    private readonly billing: BillingClient,
  ) {}

  @Get()
  async entries(@CurrentUser() user: UserView, @Query() params: UserLedgerParams, @Res({ passthrough: true }) reply: FastifyReply) {
    const filters = { kind: params.kind, from: params.from, to: params.to };
    if (params.format !== 'csv') return this.ledger.entries({ userId: user._id, page: params.page ?? 1, limit: params.limit ?? 50, ...filters });
    const lines: string[] = [CSV_COLUMNS.join(',')];
    for (let page = 1; lines.length <= CSV_MAX_ROWS; page++) {
      const { items, total } = await this.ledger.entries({ userId: user._id, page, limit: CSV_PAGE, ...filters });
      lines.push(...items.map(csvRow));
      if (items.length < CSV_PAGE || page * CSV_PAGE >= total) break;
    }
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="simrelay-ledger-${new Date().toISOString().slice(0, 10)}.csv"`);
    return `${lines.join('\r\n')}\r\n`;
  }

  /** Dollars: `balance` available to spend, `reserved` held until the numbers it pays for settle, `topups` paid in. */
  @Get('balance')
  async balance(@CurrentUser() user: UserView) {
    const view = await this.billing.balance(user._id);
    return { balance: view.balance, reserved: microsToDollars(view.heldMicros), topups: microsToDollars(view.topupsMicros) };
  }
}
