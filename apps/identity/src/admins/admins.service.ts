import { Injectable } from '@nestjs/common';
import {
  AdminLoginCommand, AdminSessionIssued, DomainError, ErrorCode, ListUsersQuery, SetUserBanCommand, SetUserBanLimitCommand, UserPage, UserSortField, UserView,
} from '@simrelay/contracts';
import { listOrdering } from '@simrelay/persistence';
import { DataSource } from 'typeorm';
import { PrincipalChanges } from '../sessions/principal-changes';
import { User } from '../users/user.entity';
import { toUserView } from '../users/user.views';
import { AdminMfaService } from './admin-mfa.service';

const USER_COLUMNS: Record<UserSortField, string> = { email: 'u.email', createdAt: 'u.created_at', ban: 'u.banned', banLimit: 'u.ban_limit' };
const NEWEST_FIRST = { sort: 'createdAt', order: 'desc' } as const;

@Injectable()
export class AdminsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mfa: AdminMfaService,
    private readonly changes: PrincipalChanges,
  ) {}

  /**
   * The first login subject, kept for its callers: a session for the password alone, or a refusal
   * when a second factor is due (identity.admins.login.v2 asks for it).
   */
  async login(cmd: AdminLoginCommand): Promise<AdminSessionIssued> {
    const result = await this.mfa.login(cmd);
    if ('mfa' in result) throw new DomainError(ErrorCode.Forbidden, 'A second factor is required: log in with identity.admins.login.v2');
    return result;
  }

  async listUsers(query: ListUsersQuery): Promise<UserPage> {
    const builder = this.dataSource.getRepository(User).createQueryBuilder('u').orderBy(listOrdering(USER_COLUMNS, query, NEWEST_FIRST, 'u.id').condition);
    if (query.search) builder.where('u.email ILIKE :search', { search: `%${query.search.replace(/[\\%_]/g, '\\$&')}%` });
    const [rows, total] = await builder.skip((query.page - 1) * query.limit).take(query.limit).getManyAndCount();
    return { items: rows.map(toUserView), total, page: query.page, limit: query.limit };
  }

  async setBan(cmd: SetUserBanCommand): Promise<UserView> {
    return this.updateUser(cmd.userId, { banned: cmd.ban });
  }

  async setBanLimit(cmd: SetUserBanLimitCommand): Promise<UserView> {
    return this.updateUser(cmd.userId, { banLimit: cmd.banLimit });
  }

  private async updateUser(userId: string, change: Partial<User>): Promise<UserView> {
    const repo = this.dataSource.getRepository(User);
    const result = await repo.update({ id: userId }, change);
    if (!result.affected) throw new DomainError(ErrorCode.NotFound, 'User or number not found');
    await this.changes.user(userId);
    return toUserView(await repo.findOneByOrFail({ id: userId }));
  }
}
