import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../support/processes';

export type RouteAuth = 'none' | 'session' | 'apiKey' | 'admin' | 'bearerApiKey';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface GatewayRoute {
  method: HttpMethod;
  /** `/numbers/cancel/:id` */
  path: string;
  auth: RouteAuth;
  /** Where it is declared, for the failure message. */
  source: string;
}

const GUARDS: Array<[RegExp, RouteAuth]> = [
  [/\bAdminAuthGuard\b/, 'admin'],
  [/\bApiKeyGuard\b/, 'apiKey'],
  [/\bUserAuthGuard\b/, 'session'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.includes('.spec.') ? [path] : [];
  });
}

/** `'a'`, `['a', 'b']` or nothing: the paths a decorator names. */
function pathsOf(argument: string): string[] {
  const quoted = [...argument.matchAll(/'([^']*)'/g)].map((m) => m[1]);
  return quoted.length ? quoted : [''];
}

const join2 = (prefix: string, path: string) => `/${[prefix, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/');

/** The authentication the `@UseGuards(...)` among these decorators ask for. */
function authOf(decorators: string): RouteAuth | null {
  const guards = [...decorators.matchAll(/@UseGuards\(([^)]*)\)/g)].map((m) => m[1]).join(',');
  return GUARDS.find(([pattern]) => pattern.test(guards))?.[1] ?? null;
}

/**
 * Every HTTP route of the gateway, read from its controllers' source: the decorators say the
 * path and the guards how a caller authenticates. Read at test time, so a route added tomorrow
 * is fuzzed tomorrow without anyone listing it.
 */
export function gatewayRoutes(): GatewayRoute[] {
  const routes: GatewayRoute[] = [];
  for (const file of sourceFiles(join(REPO_ROOT, 'apps/gateway/src'))) {
    const text = readFileSync(file, 'utf8');
    const controller = /@Controller\(([^)]*)\)/.exec(text);
    if (!controller) continue;
    const prefixes = pathsOf(controller[1]);
    const classAuth = authOf(text.slice(controller.index, text.indexOf('class ', controller.index)));
    const lines = text.split('\n');
    let block: string[] = [];
    for (const line of lines) {
      if (/^\s*@/.test(line)) {
        block.push(line);
        continue;
      }
      const decorators = block.join('\n');
      block = [];
      const verb = /@(Get|Post|Patch|Put|Delete)\(([^)]*)\)/.exec(decorators);
      if (!verb) continue;
      const auth = authOf(decorators) ?? classAuth ?? 'none';
      for (const prefix of prefixes) {
        for (const path of pathsOf(verb[2])) {
          routes.push({ method: verb[1].toUpperCase() as HttpMethod, path: join2(prefix, path), auth, source: relative(REPO_ROOT, file) });
        }
      }
    }
  }
  return routes;
}
