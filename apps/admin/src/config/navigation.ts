import { paths } from './paths';

export interface NavItem {
  /** Key under `admin:nav`. */
  label:
    | 'overview' | 'users' | 'services' | 'modems' | 'numbers' | 'messages' | 'activations' | 'rentals' | 'resells' | 'executors' | 'hubs' | 'audit'
    | 'security';
  href: string;
  /** Active only on its own path, not below it. */
  end?: boolean;
}

/** The dashboard's menu, in order; each entry has its route in app/router.tsx. */
export const NAVIGATION: readonly NavItem[] = [
  { label: 'overview', href: paths.dashboard.getHref(), end: true },
  { label: 'users', href: paths.users.getHref() },
  { label: 'services', href: paths.services.getHref() },
  { label: 'modems', href: paths.modems.getHref() },
  { label: 'numbers', href: paths.numbers.getHref() },
  { label: 'messages', href: paths.messages.getHref() },
  { label: 'activations', href: paths.activations.getHref() },
  { label: 'rentals', href: paths.rentals.getHref() },
  { label: 'resells', href: paths.resells.getHref() },
  { label: 'executors', href: paths.executors.getHref() },
  { label: 'hubs', href: paths.hubs.getHref() },
  { label: 'audit', href: paths.audit.getHref() },
  { label: 'security', href: paths.security.getHref() },
];
