import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const storage = new AsyncLocalStorage<string>();

/** Runs `fn` with a correlation id that every log line and outgoing message inherits. */
export function withCorrelation<T>(id: string | undefined, fn: () => T): T {
  return storage.run(id && /^[\w.:-]{1,100}$/.test(id) ? id : randomUUID(), fn);
}

export const currentCorrelationId = (): string | undefined => storage.getStore();
