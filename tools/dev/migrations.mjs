// Schema migrations, one CLI per service that owns a schema, before any service starts; then
// the service's seed (`seed` names its CLI), which only adds what is missing.
import { migrateEntry } from './entry-points.mjs';
import { LauncherError, say } from './log.mjs';
import { nodeTs } from './processes.mjs';

export async function runMigrations(services, env) {
  for (const service of services.filter((candidate) => candidate.migrate)) {
    say(`migrating ${service.name}...`);
    const { code, output } = await nodeTs(migrateEntry(service), [], { env });
    if (code !== 0) throw new LauncherError(`${service.name} migrations failed (exit ${code}):\n${output.trimEnd()}`);
    const summary = output.trim().split('\n').pop();
    if (summary) say(summary); // e.g. "identity: up to date"
    if (service.seed) {
      const seeded = await nodeTs(service.seed, [], { env });
      if (seeded.code !== 0) throw new LauncherError(`${service.name} seed failed (exit ${seeded.code}):\n${seeded.output.trimEnd()}`);
      say(seeded.output.trim().split('\n').pop());
    }
  }
}
