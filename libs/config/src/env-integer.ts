import { IsInt, Max, Min } from 'class-validator';

/** An integer variable within bounds; the message names the variable. */
export function EnvInteger(min: number, max?: number): PropertyDecorator {
  const checks = [IsInt({ message: ({ property }) => `${property} must be an integer` }), Min(min), ...(max !== undefined ? [Max(max)] : [])];
  return (target, key) => {
    for (const check of checks) check(target, key);
  };
}
