import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import type { OpenApiDocument } from '../components/openapi-types';

/** Where the gateway serves the public API's OpenAPI document. */
export const OPENAPI_PATH = '/api/openapi.json';

export const openApiQueryOptions = () =>
  queryOptions({ queryKey: ['docs', 'openapi'], queryFn: () => http.request<OpenApiDocument>('GET', OPENAPI_PATH), staleTime: 60 * 60_000 });

export const useOpenApi = () => useQuery(openApiQueryOptions());
