import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@simrelay/config';
import { loadAgentSettings } from './config';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadAgentSettings(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('agent configuration', () => {
  it('needs only AGENT_ID; the rest has defaults', () => {
    const settings = loadAgentSettings({ AGENT_ID: 'rack-1' });
    expect(settings).toMatchObject({
      agentId: 'rack-1',
      serialPorts: ['/dev/ttyUSB*'],
      baudRate: 115200,
      smsStorage: 'SM',
      ensureStream: true,
      nats: { url: ['nats://127.0.0.1:4222'], reconnectWaitMs: 2000 },
    });
    expect(settings.families.size).toBe(0);
  });

  it('reads port lists, families and USSD codes', () => {
    const settings = loadAgentSettings({
      AGENT_ID: 'rack-1',
      SERIAL_PORTS: '/dev/simrelay/modem-*, /dev/ttyUSB2',
      MODEM_FAMILIES: '/dev/ttyUSB0=huawei,/dev/ttyUSB4=quectel',
      OWN_NUMBER_USSD: '23410=*100#, 26201=*135#',
      BAUD_RATE: '9600',
      ENSURE_STREAM: 'false',
      NATS_URL: 'nats://a:4222,nats://b:4222',
    });
    expect(settings.serialPorts).toEqual(['/dev/simrelay/modem-*', '/dev/ttyUSB2']);
    expect([...settings.families]).toEqual([
      ['/dev/ttyUSB0', 'huawei'],
      ['/dev/ttyUSB4', 'quectel'],
    ]);
    expect(settings.ownNumberUssd.get('26201')).toBe('*135#');
    expect(settings.baudRate).toBe(9600);
    expect(settings.ensureStream).toBe(false);
    expect(settings.nats.url).toEqual(['nats://a:4222', 'nats://b:4222']);
  });

  it.each([
    [{ AGENT_ID: 'rack.1' }, 'AGENT_ID'],
    [{}, 'AGENT_ID'],
    [{ AGENT_ID: 'r', SERIAL_PORTS: 'ttyUSB0' }, 'SERIAL_PORTS'],
    [{ AGENT_ID: 'r', MODEM_FAMILIES: '/dev/ttyUSB0=nokia' }, 'MODEM_FAMILIES'],
    [{ AGENT_ID: 'r', MODEM_FAMILIES: '/dev/ttyUSB0' }, 'MODEM_FAMILIES'],
    [{ AGENT_ID: 'r', OWN_NUMBER_USSD: 'vodafone=*100#' }, 'OWN_NUMBER_USSD'],
    [{ AGENT_ID: 'r', OWN_NUMBER_USSD: '23410=call me' }, 'OWN_NUMBER_USSD'],
    [{ AGENT_ID: 'r', BAUD_RATE: 'fast' }, 'BAUD_RATE'],
    [{ AGENT_ID: 'r', STATUS_INTERVAL_MS: '-5' }, 'STATUS_INTERVAL_MS'],
    [{ AGENT_ID: 'r', SMS_STORAGE: 'XX' }, 'SMS_STORAGE'],
    [{ AGENT_ID: 'r', NATS_URL: 'http://x' }, 'NATS_URL'],
    [{ AGENT_ID: 'r', ENSURE_STREAM: 'perhaps' }, 'ENSURE_STREAM'],
  ])('names the bad variable in %j', (env, variable) => {
    const error = configError(env);
    expect(error.variables).toEqual([variable]);
    expect(error.message).toContain(variable);
  });

  it('reads a JSON file, the environment winning over it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-config-'));
    const file = join(dir, 'agent.json');
    writeFileSync(
      file,
      JSON.stringify({
        AGENT_ID: 'from-file',
        SERIAL_PORTS: ['/dev/ttyUSB*', '/dev/ttyACM0'],
        MODEM_FAMILIES: { '/dev/ttyUSB0': 'sierra' },
        SWEEP_INTERVAL_MS: 15000,
      }),
    );
    const settings = loadAgentSettings({ AGENT_CONFIG_FILE: file, AGENT_ID: 'from-env' });
    expect(settings.agentId).toBe('from-env');
    expect(settings.serialPorts).toEqual(['/dev/ttyUSB*', '/dev/ttyACM0']);
    expect(settings.families.get('/dev/ttyUSB0')).toBe('sierra');
    expect(settings.sweepIntervalMs).toBe(15000);
  });

  it('names AGENT_CONFIG_FILE when the file is not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-config-'));
    const file = join(dir, 'agent.json');
    writeFileSync(file, 'AGENT_ID=x');
    expect(configError({ AGENT_CONFIG_FILE: file }).variables).toEqual(['AGENT_CONFIG_FILE']);
  });
});
