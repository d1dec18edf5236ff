// The TypeScript entry points the launcher runs, checked up front so a missing one is named
// before anything is started.
import fs from 'node:fs';
import path from 'node:path';
import { LauncherError } from './log.mjs';
import { repoRoot } from './paths.mjs';

export const serviceEntry = (service) => service.entry ?? `apps/${service.name}/src/main.ts`;
export const migrateEntry = (service) => `apps/${service.name}/src/cli/migrate.ts`;
export const CREATE_ADMIN_ENTRY = 'apps/identity/src/cli/create-admin.ts';

export function assertEntryPointsExist(services) {
  const wanted = [
    ...services.filter((service) => service.migrate).map(migrateEntry),
    CREATE_ADMIN_ENTRY,
    ...services.filter((service) => !service.command).map(serviceEntry),
  ];
  const missing = wanted.filter((entry) => !fs.existsSync(path.join(repoRoot, entry)));
  if (missing.length) throw new LauncherError(`not written yet, so nothing can start:\n  ${missing.join('\n  ')}`);
}
