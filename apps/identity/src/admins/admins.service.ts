import { Injectable } from '@nestjs/common';
import {
  AdminLoginCommand, AdminSessionIssued, DomainError, ErrorCode, ListUsersQuery, normaliseEmail, SetUserBanCommand,
  SetUserBanLimitCommand, UserPage, UserView,
} from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { ModesService } from '../modes/modes.service';
import { PasswordHasher } from '../security/password-hasher';
import { PrincipalChanges } from '../sessions/principal-changes';
import { SessionsService } from '../sessions/sessions.service';
import { User } from '../users/user.entity';
import { toUserView } from '../users/user.views';
import { Admin } from './admin.entity';

const BAD_CREDENTIALS = 'Wrong email or password';

@Injectable()
export class AdminsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly modes: ModesService,
    private readonly changes: PrincipalChanges,
  ) {}

  async login(cmd: AdminLoginCommand): Promise<AdminSessionIssued> {
    const admin = await this.dataSource.getRepository(Admin).findOneBy({ email: normaliseEmail(cmd.email) });
    if (!(await this.hasher.verifyAccount(admin?.passwordHash, cmd.password)) || !admin) throw new DomainError(ErrorCode.BadCredentials, BAD_CREDENTIALS);
    const session = await this.dataSource.transaction((manager) => this.sessions.issue(manager, 'admin', admin.id));
    const { testMode } = await this.modes.get();
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), adminId: admin.id, testMode };
  }

  async listUsers(query: ListUsersQuery): Promise<UserPage> {
    const builder = this.dataSource.getRepository(User).createQueryBuilder('u').orderBy('u.created_at', 'DESC');
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
