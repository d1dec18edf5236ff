/**
 * Every subject, stream, durable name and Redis key goes through a namespace, so that
 * test files (or stages) can share one NATS and one Redis without hearing each other.
 * The production namespace is empty and names are used as they are.
 */
export class Namespace {
  constructor(readonly prefix: string = '') {}

  subject(name: string): string {
    return this.prefix ? `${this.prefix}.${name}` : name;
  }

  /** Stream and consumer names may not contain dots. */
  name(name: string): string {
    return this.prefix ? `${this.prefix}_${name}` : name;
  }

  redisPrefix(): string {
    return this.prefix ? `${this.prefix}:` : '';
  }
}
