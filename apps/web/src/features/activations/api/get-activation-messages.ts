import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivationMessagesView } from '@simrelay/api-client';
import { api } from '../../../lib/api';
import { activationsQueryKey } from './get-current-activations';

export const getActivationMessages = (activationId: string): Promise<ActivationMessagesView> => api.activations.messages(activationId);

/** GET /activations/messages/{id}: what came to one activation's number. */
export const activationMessagesQueryOptions = (activationId: string) =>
  queryOptions({ queryKey: [...activationsQueryKey, 'messages', activationId], queryFn: () => getActivationMessages(activationId) });

export const useActivationMessages = (activationId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...activationMessagesQueryOptions(activationId), enabled });
