/** What one run does: CI's short run with a fixed seed, or a longer one (`npm run faults -- --minutes 30 --seed N`). */
export interface RunOptions {
  seed: number;
  /** How long the load runs with faults injected, before it drains. */
  minutes: number;
  /** Concurrent users buying, polling, cancelling and renting. */
  clients: number;
}

/** CI's run: fixed, so a failure there replays exactly. */
export const CI_RUN: RunOptions = { seed: 20261126, minutes: 2.5, clients: 3 };

/** The run the environment asks for (set by tools/faults/run.mjs), else CI's. */
export function runOptions(env: NodeJS.ProcessEnv = process.env): RunOptions {
  const number = (key: string, fallback: number) => {
    const value = env[key];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${key} must be a positive number, not "${value}"`);
    return parsed;
  };
  return {
    seed: Math.floor(number('FAULTS_SEED', CI_RUN.seed)),
    minutes: number('FAULTS_MINUTES', CI_RUN.minutes),
    clients: Math.floor(number('FAULTS_CLIENTS', CI_RUN.clients)),
  };
}
