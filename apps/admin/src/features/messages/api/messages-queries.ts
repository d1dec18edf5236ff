import type { AdminMessageSortField, ListOrder } from '@simrelay/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const MESSAGES_PAGE_SIZE = 25;

/** All messages (optionally only the unrouted), or one activation's, or one number's. */
export type MessagesScope = { kind: 'all'; unrouted: boolean } | { kind: 'activation'; id: string } | { kind: 'number'; id: string };

export const messagesQueryOptions = (scope: MessagesScope, page: number, order: ListOrder<AdminMessageSortField>) =>
  queryOptions({
    queryKey: ['admin', 'messages', scope, page, order],
    queryFn: () => {
      const params = { page, limit: MESSAGES_PAGE_SIZE, ...order };
      if (scope.kind === 'activation') return api.admin.activationMessages(scope.id, params);
      if (scope.kind === 'number') return api.admin.numberMessages(scope.id, params);
      return api.admin.messages({ ...params, ...(scope.unrouted ? { unrouted: true } : {}) });
    },
    placeholderData: keepPreviousData,
  });
