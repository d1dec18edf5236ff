import { IsInt, Max, Min } from 'class-validator';
import { ConfigError, loadConfig } from './load-config';
import { InfrastructureEnv } from './infrastructure.env';
import { EnvBoolean } from './env-boolean';

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
