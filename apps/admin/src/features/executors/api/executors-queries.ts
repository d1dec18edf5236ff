import { queryOptions } from '@tanstack/react-query';
import type { ExecutorSettings, ExecutorTestView, ExecutorView } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../components/use-admin-action';
import { api } from '../../../lib/api';
import { usePopup } from '@simrelay/ui';

export const executorsKey = ['admin', 'executors'] as const;

export const executorsQueryOptions = () => queryOptions({ queryKey: [...executorsKey, 'list'], queryFn: api.admin.executors });

/** Per executor over [since, until): purchases, codes delivered, spend, revenue, margin. */
export const executorFiguresQueryOptions = (period: { since?: string; until?: string }) =>
  queryOptions({ queryKey: [...executorsKey, 'figures', period], queryFn: () => api.admin.executorFigures(period) });

export function useAddExecutor() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (body: ExecutorSettings) => api.admin.addExecutor(body),
    success: (executor) => t('partners.executors.added', { name: executor.name }),
    invalidates: [executorsKey],
  });
}

export function useChangeExecutor() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ executorId, changes }: { executorId: string; changes: Partial<ExecutorSettings> }) => api.admin.changeExecutor(executorId, changes),
    success: (executor) => t('partners.executors.changed', { name: executor.name }),
    invalidates: [executorsKey],
  });
}

export function useSetExecutorEnabled() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ executor, enabled }: { executor: ExecutorView; enabled: boolean }) => api.admin.setExecutorEnabled(executor._id, enabled),
    success: (executor) => t(executor.enabled ? 'partners.enabledDone' : 'partners.disabledDone', { name: executor.name }),
    invalidates: [executorsKey],
  });
}

/**
 * Tries the stored key against the provider. The call succeeds either way: a refusal is the
 * provider's answer, shown as a red popup with what it said.
 */
export function useTestExecutor(onResult: (executorId: string, result: ExecutorTestView) => void) {
  const { t } = useTranslation();
  const show = usePopup((s) => s.show);
  return useAdminAction({
    run: (executor: ExecutorView) => api.admin.testExecutor(executor._id),
    success: (result, executor) =>
      result.ok ? t('partners.executors.testOk', { name: executor.name, balance: result.balance ?? '—' }) : t('partners.executors.testFailed', { name: executor.name, error: result.error ?? '—' }),
    onSuccess: (result, executor) => {
      onResult(executor._id, result);
      if (!result.ok) show('error', t('partners.executors.testFailed', { name: executor.name, error: result.error ?? '—' }));
    },
  });
}
