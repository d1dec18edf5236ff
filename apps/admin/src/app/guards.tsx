import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { useAdminSession } from '../stores/admin-session-store';

/** Leaves the back office for the site's home page (outside this app's router). */
function LeaveForHome() {
  useEffect(() => window.location.replace(`${env.webUrl}/`), []);
  return null;
}

/**
 * SPEC: the dashboard is for administrators only, anyone else is sent to `/`. An administrator
 * whose session just ended here (logout, or an expired token) gets the login page instead.
 */
export function RequireAdmin() {
  const isAdminLoggedIn = useAdminSession((s) => s.isAdminLoggedIn);
  const ended = useAdminSession((s) => s.ended);
  if (isAdminLoggedIn) return <Outlet />;
  return ended !== null ? <Navigate to={paths.login.getHref()} replace /> : <LeaveForHome />;
}

/** The login page: an administrator already logged in goes to the dashboard. */
export function AdminGuestOnly() {
  const isAdminLoggedIn = useAdminSession((s) => s.isAdminLoggedIn);
  return isAdminLoggedIn ? <Navigate to={paths.dashboard.getHref()} replace /> : <Outlet />;
}
