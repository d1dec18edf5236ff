import { useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { Trans, useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session-store';
import { useLogout } from '../api/logout';
import '../profile.css';

const TABS = [
  ['balance', paths.profileBalance],
  ['otp', paths.profileOtp],
  ['rental', paths.profileRental],
  ['history', paths.profileHistory],
  ['api', paths.profileApi],
] as const;

/** /profile/*: the account's tabs, and logging out. */
export function ProfileLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = useSession((s) => s.email);
  const signOut = useSession((s) => s.signOut);
  const logout = useLogout();

  const leave = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // The server may have ended the session already; this browser forgets it either way.
    }
    // Signing out makes the profile guard redirect to the login page at once; going home
    // after that redirect has started makes home win.
    flushSync(() => signOut());
    queryClient.clear();
    void navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <Page title={t('account:profile.title')}>
      <div className="profile-bar">
        {email && (
          <p className="profile-bar__email" data-testid="profile-email">
            <Trans t={t} i18nKey="account:profile.signedInAs" values={{ email }} components={{ email: <span className="profile-bar__address" /> }} />
          </p>
        )}
        <button type="button" className="button button--secondary" onClick={() => void leave()} disabled={logout.isPending} data-testid="logout">
          {t('common:actions.logout')}
        </button>
      </div>
      <nav className="tabs profile-tabs" aria-label={t('account:profile.tabsLabel')}>
        {TABS.map(([key, path]) => (
          <NavLink key={key} to={path.getHref()}>
            {t(`account:profile.tabs.${key}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </Page>
  );
}
