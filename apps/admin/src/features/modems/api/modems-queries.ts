import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../components/use-admin-action';
import { api } from '../../../lib/api';

export const modemsQueryOptions = () => queryOptions({ queryKey: ['admin', 'modems'], queryFn: api.admin.modems });

export function useAddModem() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (body: { agentId: string; port: string; country?: string; carrier?: string }) => api.admin.addModem(body),
    success: (modem) => t('modems.added', { agent: modem.agentId, port: modem.port }),
    invalidates: [modemsQueryOptions().queryKey],
  });
}

export function useBanModem() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ modemId, ban }: { modemId: string; ban: boolean }) => api.admin.banModem(modemId, ban),
    success: (modem) => t(modem.ban ? 'modems.banned' : 'modems.unbanned', { agent: modem.agentId, port: modem.port }),
    invalidates: [modemsQueryOptions().queryKey, ['admin', 'numbers'], ['admin', 'overview']],
  });
}
