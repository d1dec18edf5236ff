import { MutationKey, QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';
import { usePopup } from '@simrelay/ui';

interface AdminActionOptions<TVars, TResult> {
  mutationKey?: MutationKey;
  run: (vars: TVars) => Promise<TResult>;
  /** The green popup's text once it succeeded. */
  success: (result: TResult, vars: TVars) => string;
  /** Lists the result changes: refetched after success. */
  invalidates?: QueryKey[];
  onSuccess?: (result: TResult, vars: TVars) => void;
}

/**
 * The SPEC's admin request cycle: pending while it runs, then a green popup with what was
 * done, or a red one with the server's message (3.5 s); changed lists are fetched again.
 */
export function useAdminAction<TVars = void, TResult = unknown>(options: AdminActionOptions<TVars, TResult>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const show = usePopup((s) => s.show);
  return useMutation({
    mutationKey: options.mutationKey,
    mutationFn: options.run,
    onSuccess: async (result, vars) => {
      show('success', options.success(result, vars));
      options.onSuccess?.(result, vars);
      await Promise.all((options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => show('error', errorText(error, t)),
  });
}
