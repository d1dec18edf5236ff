import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveriesPage } from '@simrelay/api-client';
import { api } from '../../../lib/api';

export const DELIVERIES_PAGE_SIZE = 10;

/** While a delivery is still being tried (every 10 s on the server), the page is asked again this often. */
export const DELIVERIES_POLL_MS = 5_000;

export const webhookDeliveriesQueryKey = ['users', 'webhook', 'deliveries'] as const;

const anyPending = (data: WebhookDeliveriesPage | undefined): boolean => !!data?.items.some((d) => d.state === 'pending');

/** GET /users/webhook/deliveries?page=&limit=: what was POSTed to the webhook URL, newest first, with every attempt. */
export const webhookDeliveriesQueryOptions = (page: number, limit = DELIVERIES_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...webhookDeliveriesQueryKey, page, limit],
    queryFn: () => api.users.webhookDeliveries(page, limit),
    placeholderData: keepPreviousData,
    // Opening the page shows what happened since: a delivery may have settled meanwhile.
    staleTime: 0,
    // Polls only while something on the page may still change; settled deliveries stay as they are.
    refetchInterval: (query) => (anyPending(query.state.data) ? DELIVERIES_POLL_MS : false),
  });

export const useWebhookDeliveries = (page: number, limit = DELIVERIES_PAGE_SIZE) => useQuery(webhookDeliveriesQueryOptions(page, limit));
