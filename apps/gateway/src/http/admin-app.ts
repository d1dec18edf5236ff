import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where the back office lives; its API routes share the prefix (`/admin/users`...). */
export const ADMIN_APP_PREFIX = '/admin';

const isAdminPath = (path: string) => path === ADMIN_APP_PREFIX || path.startsWith(`${ADMIN_APP_PREFIX}/`);

/**
 * Serves the built back office (built with base `/admin/`) under `/admin`. As for the web app,
 * only a browser navigation (GET with Accept: text/html) gets its index.html, so the admin API
 * under the same prefix stays reachable; its files are served from `/admin/assets/...`.
 * Registered before the web app, so a navigation under /admin never gets the customer app.
 */
export async function serveAdminApp(app: NestFastifyApplication, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const index = join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`ADMIN_DIST has no index.html: build the admin app first (${root})`);
  await app.register(fastifyStatic, {
    root,
    prefix: `${ADMIN_APP_PREFIX}/`,
    wildcard: false,
    index: false,
    redirect: false,
    decorateReply: false,
    setHeaders: (res, path) => {
      void res.header('cache-control', path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage || !isAdminPath(path) || /\.[a-z0-9]+$/i.test(path)) return;
    // Read per request: a rebuilt app is served without restarting the gateway.
    const html = await readFile(index);
    // Returning the reply tells fastify it is answered: later hooks (the web app's) do not run.
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
