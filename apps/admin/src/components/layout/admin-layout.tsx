import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { env } from '../../config/env';
import { NAVIGATION } from '../../config/navigation';
import { api, endAdminSession } from '../../lib/api';
import { useAdminSession } from '../../stores/admin-session-store';
import { LanguageSelect } from '../language-select';
import { useIdleLogout } from './use-idle-logout';

/** The dashboard: the brand, test mode, language and logout on top, the pages' menu beside. */
export function AdminLayout() {
  const { t } = useTranslation();
  const testMode = useAdminSession((s) => s.testMode);
  // The session ends here whatever the server answers: a dead token is as good as logged out.
  const logout = useMutation({ mutationFn: api.admin.logout, onSettled: () => endAdminSession('logout') });
  useIdleLogout();
  return (
    <div className="admin">
      <header className="admin__top">
        <span className="admin__brand">
          {env.brandName} <span className="muted">{t('brand')}</span>
        </span>
        {testMode && (
          <span className="badge badge--warn" data-testid="test-mode-badge">
            {t('modes.testModeOn')}
          </span>
        )}
        <span className="admin__tools">
          <LanguageSelect />
          <button type="button" className="button button--secondary button--small" onClick={() => logout.mutate()} disabled={logout.isPending} data-testid="logout">
            {t('common:actions.logout')}
          </button>
        </span>
      </header>
      <nav className="admin__nav" aria-label={t('nav.label')}>
        {NAVIGATION.map((item) => (
          <NavLink key={item.label} to={item.href} end={item.end} data-testid={`nav-${item.label}`}>
            {t(`nav.${item.label}`)}
          </NavLink>
        ))}
      </nav>
      <main className="admin__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
