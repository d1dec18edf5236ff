/** PostgreSQL's unique_violation: a unique index (a safety net) refused the row. */
const UNIQUE_VIOLATION = '23505';

/** Whether an error from the driver (or TypeORM around it) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
