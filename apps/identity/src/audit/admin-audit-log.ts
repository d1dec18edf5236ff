import { Injectable } from '@nestjs/common';
import { AuditEntryView, AuditListQuery, AuditPage, AuditRecordCommand, AuditSortField } from '@simrelay/contracts';
import { listOrdering } from '@simrelay/persistence';
import { DataSource, EntityManager, type QueryDeepPartialEntity } from 'typeorm';
import { Admin } from '../admins/admin.entity';
import { AuditEntry } from './audit-entry.entity';

const AUDIT_COLUMNS: Record<AuditSortField, string> = { at: 'e.at', action: 'e.action', admin: 'e.admin_email', target: 'e.target' };
const NEWEST_FIRST = { sort: 'at', order: 'desc' } as const;

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The audit log of administrative changes: who (administrator and session), what (action,
 * target, request), before and after, when, from where. Rows are only ever inserted; the
 * database refuses to change or delete them.
 */
@Injectable()
export class AdminAuditLog {
  constructor(private readonly dataSource: DataSource) {}

  /** Writes one entry; inside the caller's transaction when it gives its manager. */
  async record(entry: AuditRecordCommand, manager: EntityManager = this.dataSource.manager): Promise<{ _id: string }> {
    const admin = entry.adminId ? await manager.findOne(Admin, { where: { id: entry.adminId }, select: { email: true } }) : null;
    const row: Omit<AuditEntry, 'id' | 'at'> = {
      adminId: entry.adminId ?? null,
      adminEmail: admin?.email ?? entry.email ?? null,
      sessionId: entry.sessionId ?? null,
      action: entry.action,
      target: entry.target ?? null,
      outcome: entry.outcome,
      request: entry.request ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      error: entry.error ?? null,
      ip: entry.ip ?? null,
      userAgent: entry.userAgent ?? null,
      correlationId: entry.correlationId ?? null,
    };
    // jsonb columns take any JSON; TypeORM's deep-partial type cannot say so.
    const inserted = await manager.insert(AuditEntry, row as QueryDeepPartialEntity<AuditEntry>);
    return { _id: String(inserted.identifiers[0]?.['id']) };
  }

  /** Newest first unless sorted, filtered by parts of the action, the administrator's email and the target. */
  async list(query: AuditListQuery): Promise<AuditPage> {
    const builder = this.dataSource.getRepository(AuditEntry).createQueryBuilder('e').orderBy(listOrdering(AUDIT_COLUMNS, query, NEWEST_FIRST, 'e.id').condition);
    if (query.action) builder.andWhere('e.action ILIKE :action', { action: like(query.action) });
    if (query.admin) builder.andWhere('e.admin_email ILIKE :admin', { admin: like(query.admin) });
    if (query.target) builder.andWhere('e.target ILIKE :target', { target: like(query.target) });
    const [rows, total] = await builder.skip((query.page - 1) * query.limit).take(query.limit).getManyAndCount();
    return { items: rows.map(toView), total, page: query.page, limit: query.limit };
  }
}

function toView(row: AuditEntry): AuditEntryView {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    action: row.action,
    target: row.target,
    outcome: row.outcome,
    request: row.request,
    before: row.before,
    after: row.after,
    error: row.error,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}
