/** Build-time configuration (VITE_*), read once and checked. */
function read(name: string, fallback: string): string {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value === undefined || value === '' ? fallback : value;
}

function url(name: string, fallback: string): string {
  const value = read(name, fallback);
  if (value && !/^https?:\/\//.test(value)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value;
}

export const env = {
  /** The API host; empty means the same origin (the gateway serves the app). */
  apiUrl: url('VITE_API_URL', ''),
  brandName: read('VITE_BRAND_NAME', 'SimRelay'),
  /** The support chat (a messenger link). */
  supportUrl: url('VITE_SUPPORT_URL', 'https://t.me/simrelay_support'),
  supportEmail: read('VITE_SUPPORT_EMAIL', 'support@simrelay.example'),
  /** Pageviews are sent here with navigator.sendBeacon; empty sends nothing anywhere. */
  analyticsUrl: url('VITE_ANALYTICS_URL', ''),
} as const;
