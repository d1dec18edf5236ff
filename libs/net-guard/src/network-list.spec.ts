import { loadConfig } from '@simrelay/config';
import { IsNetworkList } from './is-network-list.decorator';
import { NetworkList, NetworkListError, networkListProblem } from './network-list';

describe('NetworkList.parse', () => {
  it('reads CIDRs separated by commas and spaces, and a bare address as itself alone', () => {
    const list = NetworkList.parse(' 127.0.0.0/8, 10.1.0.0/16  fd00::/8,192.0.2.7 ');
    expect(list.cidrs).toEqual(['127.0.0.0/8', '10.1.0.0/16', 'fd00::/8', '192.0.2.7/32']);
    expect(list.isEmpty).toBe(false);
  });

  it.each(['', '   ', ',', ' , '])('reads %j as no networks', (text) => {
    expect(NetworkList.parse(text).isEmpty).toBe(true);
    expect(NetworkList.parse(text).contains('127.0.0.1')).toBe(false);
  });

  it.each([
    ['localhost', 'not an IP address'],
    ['10.0.0.0/33', 'prefix length above 32'],
    ['fd00::/129', 'prefix length above 128'],
    ['10.0.0.0/', 'bad prefix length'],
    ['10.0.0.0/8/8', 'bad prefix length'],
    ['10.0.0.0/-1', 'bad prefix length'],
    ['10.0.0.0/x', 'bad prefix length'],
    ['10.0.0/8', 'not an IP address'],
    ['fe80::1%eth0/64', 'not an IP address'],
  ])('refuses %s (%s)', (entry, reason) => {
    expect(() => NetworkList.parse(`127.0.0.0/8,${entry}`)).toThrow(NetworkListError);
    expect(networkListProblem(`127.0.0.0/8,${entry}`)).toContain(`"${entry}" is not a network (${reason})`);
  });

  it('finds no problem in a good list', () => {
    expect(networkListProblem('127.0.0.0/8')).toBeNull();
  });
});

describe('NetworkList.contains', () => {
  const list = NetworkList.parse('127.0.0.0/8,10.1.0.0/16,192.0.2.7,fd00:1::/32');

  it.each(['127.0.0.1', '127.255.255.254', '10.1.0.0', '10.1.255.255', '192.0.2.7', 'fd00:1::5', 'fd00:1:ffff::1', '::ffff:127.0.0.1', '::ffff:a01:203'])(
    'holds %s',
    (address) => expect(list.contains(address)).toBe(true),
  );

  it.each(['126.255.255.255', '10.0.255.255', '10.2.0.0', '192.0.2.8', 'fd00:2::1', '::1', '8.8.8.8', 'example.com', ''])('does not hold %s', (address) =>
    expect(list.contains(address)).toBe(false),
  );

  it('matches a network written with host bits set as the network itself', () => {
    expect(NetworkList.parse('10.1.2.3/16').contains('10.1.200.1')).toBe(true);
  });
});

describe('IsNetworkList', () => {
  class Env {
    @IsNetworkList() WEBHOOK_ALLOWED_NETWORKS: string = '';
  }

  it('accepts a list and the empty default', () => {
    expect(loadConfig(Env, {}).WEBHOOK_ALLOWED_NETWORKS).toBe('');
    expect(loadConfig(Env, { WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8' }).WEBHOOK_ALLOWED_NETWORKS).toBe('127.0.0.0/8');
  });

  it('refuses a bad list, naming the variable and the entry', () => {
    expect(() => loadConfig(Env, { WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,lan' })).toThrow(/WEBHOOK_ALLOWED_NETWORKS.*"lan" is not a network/);
  });
});
