import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The operator's local midnight: "today" on the overview is their day. */
export const startOfToday = (now = new Date()): string => new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();

export const overviewQueryOptions = (since: string) =>
  queryOptions({ queryKey: ['admin', 'overview', since], queryFn: () => api.admin.overview(since), refetchInterval: 30_000 });

export const useOverview = () => useQuery(overviewQueryOptions(startOfToday()));
