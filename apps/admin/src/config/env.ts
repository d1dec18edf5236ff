/** Build-time configuration (VITE_*), read once and checked. */
function read(name: string, fallback: string): string {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value === undefined || value === '' ? fallback : value;
}

function url(name: string, fallback: string): string {
  const value = read(name, fallback);
  if (value && !/^https?:\/\//.test(value)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/$/, '');
}

export const env = {
  /** The API host; empty means the same origin (the gateway serves the app under /admin). */
  apiUrl: url('VITE_API_URL', ''),
  /** The customer web app, where anyone but an administrator is sent; empty: this origin. */
  webUrl: url('VITE_WEB_URL', ''),
  brandName: read('VITE_BRAND_NAME', 'SimRelay'),
} as const;
