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

/**
 * In development the gateway's API is proxied. Browser navigations (Accept: text/html) get
 * the app instead, because some app routes share a path with API calls (/users/verify/:token).
 */
const api: ProxyOptions = {
  target: process.env['GATEWAY_URL'] ?? 'http://127.0.0.1:3000',
  changeOrigin: false,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig({
  root: here,
  // Each app its own: the two dev servers share the workspace's node_modules, and a shared cache
  // re-optimized by one left the other's pages asking for dependencies it had replaced (504).
  cacheDir: join(root, 'node_modules', '.vite', 'web'),
  plugins: [react()],
  resolve: { alias },
  server: {
    host: '127.0.0.1',
    port: Number(process.env['WEB_PORT'] ?? 5173),
    strictPort: true,
    proxy: { '/users': api, '/services': api, '/numbers': api, '/activations': api, '/payments': api, '/admin': api, '/api': api, '/health': api, '/socket.io': { ...api, ws: true } },
  },
  build: { outDir: join(here, 'dist'), emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
});
