import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSession } from '../stores/session-store';

/** Guests only: a logged-in user is sent home. */
export function GuestOnly() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return isLoggedIn ? <Navigate to={paths.home.getHref()} replace /> : <Outlet />;
}

/** Logged-in only: a guest is sent to the login page, and back here after logging in. */
export function RequireAuth() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const location = useLocation();
  return isLoggedIn ? <Outlet /> : <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
}
