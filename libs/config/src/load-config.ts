import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

type Constructor<T> = new () => T;

export class ConfigError extends Error {
  constructor(readonly variables: string[], details: string[]) {
    super(`Invalid configuration: ${details.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads a service's environment into its schema class. Class-level defaults are the local
 * defaults; a missing or malformed variable throws, naming it.
 */
export function loadConfig<T extends object>(schema: Constructor<T>, env: NodeJS.ProcessEnv = process.env): T {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const config = plainToInstance(schema, present, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: true });
  if (errors.length > 0) {
    const details = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new ConfigError(
      errors.map((e) => e.property),
      details,
    );
  }
  return config;
}

/** For `main.ts`: print the problem and stop the process instead of starting half-configured. */
export function loadConfigOrExit<T extends object>(schema: Constructor<T>, env: NodeJS.ProcessEnv = process.env): T {
  return exitOnConfigError(() => loadConfig(schema, env));
}

/** Runs a configuration loader; a ConfigError ends the process with its message and EX_CONFIG. */
export function exitOnConfigError<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}
