import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const securityKey = ['admin', 'security'] as const;

export const securityQueryOptions = () => queryOptions({ queryKey: securityKey, queryFn: () => api.admin.security() });
