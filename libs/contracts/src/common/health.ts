/** Every service answers `<service>.health` so the gateway can report readiness. */
export const SERVICES = ['identity', 'catalog', 'billing', 'webhooks', 'activations', 'rentals'] as const;
export type ServiceName = (typeof SERVICES)[number];
export const healthSubject = (service: ServiceName): string => `${service}.health`;

export interface HealthReport {
  service: string;
  ok: boolean;
  checks: Record<string, boolean>;
}
