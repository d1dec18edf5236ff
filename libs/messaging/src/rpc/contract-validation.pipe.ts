import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { validateMessage } from '@simrelay/contracts';

const PLAIN = new Set<unknown>([String, Number, Boolean, Array, Object]);

/** Validates every decorated payload or body against its contract class (HTTP and NATS alike). */
@Injectable()
export class ContractValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = metadata.metatype;
    if (!type || PLAIN.has(type) || metadata.type === 'custom') return value;
    return validateMessage(type as new () => object, value ?? {});
  }
}
