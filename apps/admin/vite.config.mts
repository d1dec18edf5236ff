import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));
// The workspace's @simrelay/* aliases, longest first so subpaths win.
const alias = Object.entries(compilerOptions.paths as Record<string, string[]>)
  .sort(([a], [b]) => b.length - a.length)
  .map(([find, [target]]) => ({ find: new RegExp(`^${find.replace(/\//g, '\\/')}$`), replacement: join(root, target) }));

const gateway = process.env['GATEWAY_URL'] ?? 'http://127.0.0.1:3000';

/**
 * The app lives under /admin, like the admin API. Only the app's API calls (which ask for
 * JSON) go to the gateway; page navigations and Vite's own module requests under /admin/
 * stay here.
 */
const adminApi: ProxyOptions = {
  target: gateway,
  changeOrigin: false,
  // `/admin` itself (the address people type) is served as `/admin/`, the app's base.
  bypass: (req) => (req.headers.accept?.includes('application/json') ? undefined : req.url === '/admin' ? '/admin/' : req.url),
};
const api: ProxyOptions = { target: gateway, changeOrigin: false };

export default defineConfig({
  root: here,
  // Each app its own: the two dev servers share the workspace's node_modules, and a shared cache
  // re-optimized by one left the other's pages asking for dependencies it had replaced (504).
  cacheDir: join(root, 'node_modules', '.vite', 'admin'),
  base: '/admin/',
  plugins: [react()],
  resolve: { alias },
  server: {
    host: '127.0.0.1',
    port: Number(process.env['ADMIN_PORT'] ?? 5174),
    strictPort: true,
    proxy: { '/admin': adminApi, '/users': api, '/services': api, '/health': api },
  },
  build: { outDir: join(here, 'dist'), emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
});
