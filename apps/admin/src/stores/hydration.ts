import { useAdminSession } from './admin-session-store';

/** Resolves once the persisted session is back, or after `limitMs` (SPEC: 5 s), whichever is first. */
export function adminSessionHydrated(limitMs = 5000): Promise<void> {
  if (useAdminSession.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    useAdminSession.persist.onFinishHydration(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
