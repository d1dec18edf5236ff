import type { Logger } from 'pino';

/** Closes the service cleanly on SIGINT/SIGTERM (connections drained, in-flight work done). */
export function closeOnSignal(logger: Logger, service: { close: () => Promise<void> }): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    service.close().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
