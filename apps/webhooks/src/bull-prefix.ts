import type { Namespace } from '@simrelay/messaging';

/** BullMQ keys live under the namespace, so test files (and stages) never share a queue. */
export const bullPrefix = (namespace: Namespace): string => `${namespace.redisPrefix()}bull`;
