import type { AuditSortField, ListOrder } from '@simrelay/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilter {
  action?: string;
  admin?: string;
  target?: string;
}

export const auditKey = ['admin', 'audit'] as const;

export const auditQueryOptions = (filter: AuditFilter, page: number, order: ListOrder<AuditSortField>) =>
  queryOptions({
    queryKey: [...auditKey, filter, page, order],
    queryFn: () => api.admin.audit({ ...filter, page, limit: AUDIT_PAGE_SIZE, ...order }),
    placeholderData: keepPreviousData,
  });
