import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Serves the built web app beside the API. A browser navigation (Accept: text/html) gets
 * the app's index.html even where an API route shares the path (/users/verify/:token);
 * everything else reaches the API. Hashed assets are cached for a year, index.html never.
 */
export async function serveWebApp(app: NestFastifyApplication, distDir: string): Promise<void> {
  const root = resolve(distDir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`WEB_DIST has no index.html: build the web app first (${root})`);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      void res.header('cache-control', path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    if (!wantsPage || isFile) return done();
    void reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
}
