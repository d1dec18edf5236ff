import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const storage = new AsyncLocalStorage<string>();

/** A caller's id is kept only when it is short and log-safe; otherwise a fresh one. */
const acceptable = (id: string | undefined): string => (id && /^[\w.:-]{1,100}$/.test(id) ? id : randomUUID());

/** Runs `fn` with a correlation id that every log line and outgoing message inherits. */
export function withCorrelation<T>(id: string | undefined, fn: () => T): T {
  return storage.run(acceptable(id), fn);
}

export const currentCorrelationId = (): string | undefined => storage.getStore();

