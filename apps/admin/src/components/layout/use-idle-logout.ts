import { useEffect } from 'react';
import { api, endAdminSession } from '../../lib/api';
import { idleSeconds } from '../../lib/activity';
import { useAdminSession } from '../../stores/admin-session-store';

/**
 * Ends the session in this browser once the administrator has done nothing for the server's
 * idle timeout (the server refuses the session by then anyway): the login page says why.
 */
export function useIdleLogout(): void {
  const timeoutSeconds = useAdminSession((s) => s.idleTimeoutSeconds);
  useEffect(() => {
    const timer = setInterval(() => {
      if (idleSeconds() < timeoutSeconds) return;
      clearInterval(timer);
      // The server has ended it already; the logout call only makes sure.
      void api.admin.logout().catch(() => undefined);
      endAdminSession('idle');
    }, 5000);
    return () => clearInterval(timer);
  }, [timeoutSeconds]);
}
