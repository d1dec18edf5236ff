import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './lib/i18n';
import { sessionHydrated } from './stores/session-store';
import './styles/global.css';

// SPEC: persisted state is restored before the first render, waiting at most 5 s.
void sessionHydrated(5000).then(() => {
  const i18n = startI18n();
  createRoot(document.getElementById('root') as HTMLElement).render(<App i18n={i18n} />);
});
