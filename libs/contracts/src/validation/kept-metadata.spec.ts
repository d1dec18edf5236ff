import { IsInt, IsString, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { validateMessage } from './validate-message';

class Base {
  @IsString() name!: string;
}

class Derived extends Base {
  @IsInt() count!: number;
}

const fieldsOf = async (type: new () => object, plain: object): Promise<Record<string, string>> =>
  validateMessage(type, plain).then(
    () => ({}),
    (error: { fields?: Record<string, string> }) => error.fields ?? {},
  );

describe('kept validation rules', () => {
  it('refuses an asynchronous check, which synchronous validation would skip', () => {
    expect(() => {
      @ValidatorConstraint({ name: 'remoteLookup', async: true })
      class RemoteLookup implements ValidatorConstraintInterface {
        validate = () => Promise.resolve(false);
      }
      return RemoteLookup;
    }).toThrow(/remoteLookup: message checks are synchronous/);
  });

  it('gives a class its inherited rules, the same on every validation', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await fieldsOf(Derived, { name: 1, count: 'x' })).toEqual({ name: expect.any(String), count: expect.any(String) });
      expect(await fieldsOf(Derived, { name: 'a', count: 2 })).toEqual({});
      expect(await fieldsOf(Base, { name: 'a', count: 2 })).toEqual({ count: 'unknown' });
    }
  });

  it('applies a rule added after the class was validated (what was kept is dropped)', async () => {
    class Late {
      @IsString() first!: string;
      second!: unknown;
    }
    expect(await fieldsOf(Late, { first: 'a' })).toEqual({});
    IsInt()(Late.prototype, 'second');
    // Not 'unknown' (a property without rules): the integer rule itself refused it.
    const fields = await fieldsOf(Late, { first: 'a', second: 'x' });
    expect(Object.keys(fields)).toEqual(['second']);
    expect(fields['second']).not.toBe('unknown');
    expect(await fieldsOf(Late, { first: 'a', second: 3 })).toEqual({});
  });
});
