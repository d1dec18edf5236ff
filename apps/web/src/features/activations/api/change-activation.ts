import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivationActionName, ActivationView } from '@simrelay/api-client';
import { api } from '../../../lib/api';
import { refreshMoney } from '../../account/api/get-wallet';
import { refreshStock } from '../../catalog/api/catalog-queries';
import { activationsQueryKey, storeActivation } from './get-current-activations';

const CALLS: Record<ActivationActionName, (numberId: string, activationId: string) => Promise<ActivationView>> = {
  cancel: api.activations.cancel,
  deactivate: api.activations.deactivate,
  blocked: api.activations.blocked,
  nosms: api.activations.noSms,
  again: api.activations.again,
};

export interface ActivationChange {
  action: ActivationActionName;
  activation: Pick<ActivationView, 'numberId' | 'activationId'>;
}

export const changeActivation = ({ action, activation }: ActivationChange) => CALLS[action](activation.numberId, activation.activationId);

/**
 * Cancel, finish, 'Number blocked by service', 'I did not receive SMS' or 'Another code': the
 * answer replaces the open one (or removes it once ended); the lists, their stock and the
 * balance are read again.
 */
export function useChangeActivation() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: activationsQueryKey });
    refreshMoney(queryClient);
    refreshStock(queryClient);
  };
  return useMutation({
    mutationFn: changeActivation,
    onSuccess: (activation) => {
      storeActivation(queryClient, activation);
      refresh();
    },
    // Already ended elsewhere (timed out, another tab): the list says what is left.
    onError: refresh,
  });
}
