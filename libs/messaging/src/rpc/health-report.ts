import type { HealthReport } from '@simrelay/contracts';

type Probe = () => unknown | Promise<unknown>;

/** Runs each named probe; a probe that throws or answers false marks its check, and the service, down. */
export async function healthReport(service: string, probes: Record<string, Probe>): Promise<HealthReport> {
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]) => {
      try {
        return [name, (await probe()) !== false] as const;
      } catch {
        return [name, false] as const;
      }
    }),
  );
  return { service, ok: entries.every(([, up]) => up), checks: Object.fromEntries(entries) };
}
