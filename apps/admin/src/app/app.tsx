import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { queryClient } from '../lib/query-client';
import { createRouter } from './router';

export function App({ i18n }: { i18n: I18n }) {
  const router = useMemo(createRouter, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
