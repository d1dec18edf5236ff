import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HubOffer, HubPushSortField, HubSaleSortField, HubSettings, HubView, ListOrder } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../components/use-admin-action';
import { api } from '../../../lib/api';

export const HUB_PAGE_SIZE = 20;

export const hubsKey = ['admin', 'hubs'] as const;

export const hubsQueryOptions = () => queryOptions({ queryKey: [...hubsKey, 'list'], queryFn: api.admin.hubs });

export const hubSalesQueryOptions = (hubId: string, page: number, order: ListOrder<HubSaleSortField>) =>
  queryOptions({
    queryKey: [...hubsKey, 'sales', hubId, page, order],
    queryFn: () => api.admin.hubSales(hubId, { page, limit: HUB_PAGE_SIZE, ...order }),
    placeholderData: keepPreviousData,
  });

export const hubPushesQueryOptions = (hubId: string, page: number, order: ListOrder<HubPushSortField>) =>
  queryOptions({
    queryKey: [...hubsKey, 'pushes', hubId, page, order],
    queryFn: () => api.admin.hubPushes(hubId, { page, limit: HUB_PAGE_SIZE, ...order }),
    placeholderData: keepPreviousData,
  });

export function useAddHub() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (body: HubSettings) => api.admin.addHub(body),
    success: (hub) => t('partners.hubs.added', { name: hub.name }),
    invalidates: [hubsKey],
  });
}

export function useChangeHub() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ hubId, changes }: { hubId: string; changes: Partial<HubSettings> }) => api.admin.changeHub(hubId, changes),
    success: (hub) => t('partners.hubs.changed', { name: hub.name }),
    invalidates: [hubsKey],
  });
}

export function useSetHubOffer() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ hubId, offer }: { hubId: string; offer: HubOffer }) => api.admin.setHubOffer(hubId, offer),
    success: (hub) => t('partners.hubs.offerSaved', { name: hub.name }),
    invalidates: [hubsKey],
  });
}

export function useSetHubEnabled() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ hub, enabled }: { hub: HubView; enabled: boolean }) => api.admin.setHubEnabled(hub._id, enabled),
    success: (hub) => t(hub.enabled ? 'partners.enabledDone' : 'partners.disabledDone', { name: hub.name }),
    invalidates: [hubsKey],
  });
}
