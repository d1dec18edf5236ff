import { applyDecorators, Type } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { ErrorCode } from '@simrelay/contracts';
import { ERROR_TABLE } from '../http/error-table';
import { ErrorAnswer } from './api-answers';
import { propertiesOf, schemaOf } from './validator-schemas';

/** Errors every public route may give: a bad key, the rate limit, maintenance or a service away, our failure. */
const ALWAYS = [ErrorCode.Unauthorized, ErrorCode.RateLimited, ErrorCode.Internal, ErrorCode.Unavailable];

/**
 * A public route's description: what it does, the answer's type and the errors it gives, each
 * with the status and text of the gateway's one error table.
 */
export function ApiRoute(options: { summary: string; description: string; answer: Type<unknown> | [Type<unknown>]; status?: number; errors?: ErrorCode[] }) {
  const [type, isArray] = Array.isArray(options.answer) ? [options.answer[0], true] : [options.answer, false];
  const byStatus = new Map<number, string[]>();
  for (const code of [...(options.errors ?? []), ...ALWAYS]) {
    const entry = ERROR_TABLE[code];
    byStatus.set(entry.status, [...(byStatus.get(entry.status) ?? []), `\`${code}\`: ${entry.message}`]);
  }
  return applyDecorators(
    ApiOperation({ summary: options.summary, description: options.description }),
    ApiResponse({ status: options.status ?? 200, description: 'Success', type, isArray }),
    ...[...byStatus].map(([status, lines]) => ApiResponse({ status, description: lines.join('; '), type: ErrorAnswer })),
  );
}

/** A JSON body described by its DTO's validation rules. */
export const ApiBodyOf = (dto: Type<object>) => ApiBody({ schema: schemaOf(dto) });

/** Query parameters described by their DTO's validation rules. */
export const ApiQueryOf = (dto: Type<object>) =>
  applyDecorators(...propertiesOf(dto).map((p) => ApiQuery({ name: p.name, required: p.required, schema: p.schema })));
