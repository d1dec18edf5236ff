import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { watchActivity } from './lib/activity';
import { startI18n } from './lib/i18n';
import { persistLists } from './lib/persisted-lists';
import { queryClient } from './lib/query-client';
import { adminSessionHydrated } from './stores/hydration';
import './styles/admin.css';

// SPEC: persisted state is restored before the first render, waiting at most 5 s.
void adminSessionHydrated(5000).then(() => {
  persistLists(queryClient);
  watchActivity();
  const i18n = startI18n();
  createRoot(document.getElementById('root') as HTMLElement).render(<App i18n={i18n} />);
});
