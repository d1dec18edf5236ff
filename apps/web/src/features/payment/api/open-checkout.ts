import type { NavigateFunction } from 'react-router-dom';

/** Provider pages live elsewhere (a full page load); the test-mode sandbox is one of ours. */
export function openCheckout(redirectUrl: string, navigate: NavigateFunction): void {
  if (/^https?:\/\//i.test(redirectUrl)) window.location.assign(redirectUrl);
  else navigate(redirectUrl);
}
