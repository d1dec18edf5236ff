import { CORRELATION_HEADER } from '@simrelay/contracts';

/** Events carry their origin's correlation id, as requests do. */
export const EVENT_CORRELATION_HEADER = CORRELATION_HEADER;
