import { IsInt, Max, Min } from 'class-validator';
import { ConfigError, loadConfig } from './load-config';
import { InfrastructureEnv } from './infrastructure.env';
import { EnvBoolean } from './env-boolean';
import { EnvInteger } from './env-integer';

class PortEnv extends InfrastructureEnv {
  @IsInt() @Min(1) @Max(65535) PORT: number = 3000;
}

describe('loadConfig', () => {
  it('uses the localhost defaults when nothing is set', () => {
    const config = loadConfig(PortEnv, {});
    expect(config.PORT).toBe(3000);
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
  });

  it('converts numbers from strings', () => {
    expect(loadConfig(PortEnv, { PORT: '8080' }).PORT).toBe(8080);
  });

  it('names every bad variable', () => {
    expect.assertions(3);
    try {
      loadConfig(PortEnv, { PORT: 'eighty', REDIS_URL: 'http://x' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variables.sort()).toEqual(['PORT', 'REDIS_URL']);
      expect((error as ConfigError).message).toContain('REDIS_URL must be a redis:// URL');
    }
  });
});

describe('EnvBoolean', () => {
  class FlagEnv {
    @EnvBoolean() FLAG: boolean = false;
  }
  it.each([
    ['false', false], ['0', false], ['no', false], ['true', true], ['1', true], ['YES', true],
  ])('reads %s as %s', (raw, expected) => expect(loadConfig(FlagEnv, { FLAG: raw }).FLAG).toBe(expected));

  it('refuses anything else, naming the variable', () => {
    expect(() => loadConfig(FlagEnv, { FLAG: 'maybe' })).toThrow('FLAG must be true or false');
  });
});

describe('EnvInteger', () => {
  class LimitEnv {
    @EnvInteger(10, 100) LIMIT_MS: number = 50;
  }
  it('reads an integer within bounds and keeps the default when unset', () => {
    expect(loadConfig(LimitEnv, { LIMIT_MS: '75' }).LIMIT_MS).toBe(75);
    expect(loadConfig(LimitEnv, {}).LIMIT_MS).toBe(50);
  });

  it('refuses a fraction, text and values out of bounds, naming the variable', () => {
    expect(() => loadConfig(LimitEnv, { LIMIT_MS: '1.5' })).toThrow('LIMIT_MS must be an integer');
    expect(() => loadConfig(LimitEnv, { LIMIT_MS: 'soon' })).toThrow('LIMIT_MS must be an integer');
    expect(() => loadConfig(LimitEnv, { LIMIT_MS: '5' })).toThrow(/LIMIT_MS must not be less than 10/);
    expect(() => loadConfig(LimitEnv, { LIMIT_MS: '500' })).toThrow(/LIMIT_MS must not be greater than 100/);
  });
});
