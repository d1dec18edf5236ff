import { SERVICE_ICONS } from '../lib/service-icons';

/** A service's logo in its brand colour, or its first letter on a badge when no logo exists. */
export function ServiceIcon({ code, name, className = 'service-icon' }: { code: string; name: string; className?: string }) {
  const icon = SERVICE_ICONS[code];
  if (!icon) {
    return (
      <span className={`${className} service-icon--letter`} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <span className={`${className} service-icon--logo`} aria-hidden="true" data-icon={icon.slug}>
      <svg viewBox="0 0 24 24" width="22" height="22" role="img" focusable="false">
        <path d={icon.path} fill={`#${icon.hex}`} />
      </svg>
    </span>
  );
}
