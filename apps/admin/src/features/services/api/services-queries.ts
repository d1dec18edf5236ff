import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../components/use-admin-action';
import { api } from '../../../lib/api';
import { formatDollars } from '../../../lib/format';
import { useAdminSession } from '../../../stores/admin-session-store';

export const servicesListKey = ['admin', 'services'] as const;
const rentalKey = ['admin', 'rental-prices'] as const;

export const servicesQueryOptions = (country: string) =>
  queryOptions({ queryKey: [...servicesListKey, country], queryFn: () => api.admin.services(country), enabled: !!country });
export const countriesQueryOptions = () => queryOptions({ queryKey: ['admin', 'countries'], queryFn: api.catalog.countries, staleTime: 5 * 60_000 });
export const rentalPricesQueryOptions = (country: string) =>
  queryOptions({ queryKey: [...rentalKey, country], queryFn: () => api.catalog.rental(country), enabled: !!country });
export const maintenanceQueryOptions = () => queryOptions({ queryKey: ['admin', 'maintenance'], queryFn: api.admin.maintenance });

export function useSetPrice() {
  const { t, i18n } = useTranslation();
  return useAdminAction({
    run: ({ offerId, price }: { offerId: string; price: number }) => api.admin.setPrice(offerId, price),
    success: (offer) => t('services.priceSet', { service: offer.name, price: formatDollars(offer.price, i18n.language) }),
    invalidates: [servicesListKey],
  });
}

export function useSetPattern() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (body: { service: string; pattern?: string; senders?: string[]; callDigits?: number | null }) => api.admin.setPattern(body),
    success: (_, body) => t('services.patternSet', { service: body.service }),
    invalidates: [servicesListKey],
  });
}

export function useAddOffer() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (body: { service: string; name?: string; country: string; carrier?: string; price: number }) => api.admin.addOffer(body),
    success: (offer) => t('services.offerAdded', { service: offer.name, country: offer.country }),
    invalidates: [servicesListKey],
  });
}

export function useDeleteOffer() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ offerId }: { offerId: string; name: string }) => api.admin.deleteOffer(offerId),
    success: (_, { name }) => t('services.offerDeleted', { service: name }),
    invalidates: [servicesListKey],
  });
}

export function useSetRentalPrice() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (body: { country: string; service?: string; periodHours: number; price: number }) => api.admin.setRentalPrice(body),
    success: () => t('services.rentalSet'),
    invalidates: [rentalKey],
  });
}

/** The sales switch: off, the catalog prices nothing and no number is sold. */
export function useSetSalesEnabled() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (enabled: boolean) => api.admin.setSalesEnabled(enabled),
    success: ({ enabled }) => t(enabled ? 'modes.salesOn' : 'modes.salesOff'),
    invalidates: [servicesListKey],
  });
}

export function useSetMaintenance() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (maintenance: boolean) => api.admin.setMaintenance(maintenance),
    success: ({ maintenance }) => t(maintenance ? 'modes.maintenanceOn' : 'modes.maintenanceOff'),
    invalidates: [maintenanceQueryOptions().queryKey],
  });
}

export function useSetTestMode() {
  const { t } = useTranslation();
  const setTestMode = useAdminSession((s) => s.setTestMode);
  return useAdminAction({
    run: (testMode: boolean) => api.admin.setTestMode(testMode),
    success: ({ testMode }) => t(testMode ? 'modes.testModeOn' : 'modes.testModeOff'),
    onSuccess: ({ testMode }) => setTestMode(testMode),
  });
}

export function useLiftServiceBans() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ service, confirmed }: { service: string; confirmed: boolean }) =>
      confirmed ? api.admin.confirmServiceSuccess(service) : api.admin.deleteServiceBans(service),
    success: (result) => t('services.bansLifted', { service: result.service, count: result.lifted }),
    invalidates: [['admin', 'numbers']],
  });
}
