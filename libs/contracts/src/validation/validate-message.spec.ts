import { Type } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { DomainError } from '../errors/domain-error';
import { ErrorCode } from '../errors/error-codes';
import { validateMessage } from './validate-message';
import { RegisterUserCommand } from '../identity/identity.commands';

class Limits {
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(10, { message: 'max' }) limit!: number;
  @IsString({ message: 'required' }) @MaxLength(3, { message: 'long' }) name!: string;
}

const fieldsOf = async (type: new () => object, plain: unknown) => {
  try {
    await validateMessage(type, plain);
  } catch (error) {
    expect((error as DomainError).code).toBe(ErrorCode.Invalid);
    return (error as DomainError).fields;
  }
  throw new Error('accepted');
};

describe('validateMessage', () => {
  it('reports the check written first when several fail', async () => {
    expect(await fieldsOf(Limits, {})).toEqual({ limit: 'format', name: 'required' });
    expect(await fieldsOf(Limits, { limit: 11, name: 'abcd' })).toEqual({ limit: 'max', name: 'long' });
  });

  it('refuses unknown properties and non-objects', async () => {
    expect(await fieldsOf(Limits, { limit: 1, name: 'a', extra: 1 })).toEqual({ extra: 'unknown' });
    expect(await fieldsOf(Limits, [1])).toEqual({ body: 'format' });
    expect(await fieldsOf(Limits, null)).toEqual({ body: 'format' });
  });

  it('returns a typed instance with converted values', async () => {
    const value = await validateMessage(Limits, { limit: '5', name: 'abc' });
    expect(value).toBeInstanceOf(Limits);
    expect(value.limit).toBe(5);
  });

  it('applies the SPEC keys to registration', async () => {
    expect(await fieldsOf(RegisterUserCommand, { email: 'a@b.c', password: 'short', lang: 'en' })).toEqual({ email: 'emailPatern', password: 'min' });
  });
});
