import { NetworkList } from './network-list';
import { isAllowedAddress, isPublicAddress, resolveWebhookTarget, webhookUrlProblem } from './public-address';

const resolvesTo = (...addresses: string[]) => async () => addresses;
const unresolvable = async (): Promise<string[]> => {
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fd00::1',
    '::ffff:127.0.0.1', '::ffff:10.1.1.1', '::ffff:7f00:1', '::7f00:1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808'])('accepts %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it('refuses what is not an address', () => expect(isPublicAddress('example.com')).toBe(false));
});

describe('isAllowedAddress', () => {
  const allowed = NetworkList.parse('127.0.0.0/8,10.1.0.0/16');

  it('accepts public addresses with or without allowed networks', () => {
    expect(isAllowedAddress('8.8.8.8')).toBe(true);
    expect(isAllowedAddress('8.8.8.8', allowed)).toBe(true);
  });

  it('accepts a private address only inside an allowed network', () => {
    expect(isAllowedAddress('127.0.0.1')).toBe(false);
    expect(isAllowedAddress('127.0.0.1', allowed)).toBe(true);
    expect(isAllowedAddress('10.1.200.7', allowed)).toBe(true);
    expect(isAllowedAddress('10.2.0.1', allowed)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', allowed)).toBe(false);
  });
});

describe('webhookUrlProblem', () => {
  it('accepts a public https URL', async () => {
    expect(await webhookUrlProblem('https://hooks.example.com/sms?x=1', { resolve: resolvesTo('93.184.216.34') })).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['not a url', 'urlFormat'],
    ['ftp://example.com/x', 'urlScheme'],
    ['javascript:alert(1)', 'urlScheme'],
    ['https://user:pw@example.com/', 'urlFormat'],
    ['http://127.0.0.1:8080/hook', 'urlPrivate'],
    ['http://[::1]/hook', 'urlPrivate'],
    ['http://[::ffff:127.0.0.1]/hook', 'urlPrivate'],
    ['http://169.254.169.254/latest/meta-data', 'urlPrivate'],
    ['http://10.0.0.5/', 'urlPrivate'],
    ['http://localhost:3000/', 'urlPrivate'],
    ['http://api.localhost/', 'urlPrivate'],
    ['http://printer.local/', 'urlPrivate'],
    ['http://intranet/', 'urlPrivate'],
    ['http://2130706433/', 'urlPrivate'],
  ])('%s -> %s', async (url, problem) => {
    expect(await webhookUrlProblem(url, { resolve: resolvesTo('93.184.216.34') })).toBe(problem);
  });

  it('refuses a public name that resolves to a private address', async () => {
    expect(await webhookUrlProblem('https://evil.example.com/', { resolve: resolvesTo('93.184.216.34', '10.0.0.1') })).toBe('urlPrivate');
  });

  it('accepts a name that does not resolve now (delivery checks again)', async () => {
    expect(await webhookUrlProblem('https://later.example.com/', { resolve: unresolvable })).toBeNull();
  });

  describe('with allowed networks', () => {
    const allowed = NetworkList.parse('127.0.0.0/8, 10.1.0.0/16');

    it.each([
      'http://127.0.0.1:8080/hook', 'http://[::ffff:127.0.0.1]/hook', 'http://10.1.2.3/hook',
    ])('accepts %s', async (url) => {
      expect(await webhookUrlProblem(url, { allowed, resolve: resolvesTo('93.184.216.34') })).toBeNull();
    });

    it.each(['http://10.2.0.1/', 'http://192.168.1.1/', 'http://169.254.169.254/', 'http://[::1]/'])('still refuses %s', async (url) => {
      expect(await webhookUrlProblem(url, { allowed, resolve: resolvesTo('93.184.216.34') })).toBe('urlPrivate');
    });

    it('accepts a name whose addresses are all public or allowed', async () => {
      expect(await webhookUrlProblem('https://hooks.example.com/', { allowed, resolve: resolvesTo('93.184.216.34', '10.1.0.9') })).toBeNull();
      expect(await webhookUrlProblem('https://hooks.example.com/', { allowed, resolve: resolvesTo('10.1.0.9', '10.9.0.9') })).toBe('urlPrivate');
    });

    it('accepts a local name only when it resolves inside the allowed networks', async () => {
      expect(await webhookUrlProblem('http://receiver:8080/', { allowed, resolve: resolvesTo('10.1.0.20') })).toBeNull();
      expect(await webhookUrlProblem('http://localhost:8080/', { allowed, resolve: resolvesTo('127.0.0.1', '::1') })).toBe('urlPrivate');
      expect(await webhookUrlProblem('http://localhost:8080/', { allowed, resolve: resolvesTo('127.0.0.1') })).toBeNull();
      // A local name is never let through by being public: it was allowed for the operator's networks only.
      expect(await webhookUrlProblem('http://receiver:8080/', { allowed, resolve: resolvesTo('93.184.216.34') })).toBe('urlPrivate');
      expect(await webhookUrlProblem('http://receiver:8080/', { allowed, resolve: unresolvable })).toBe('urlPrivate');
    });
  });
});

describe('resolveWebhookTarget', () => {
  it('gives every checked address of the host, resolving it once', async () => {
    const resolve = jest.fn(resolvesTo('93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'));
    const target = await resolveWebhookTarget('https://hooks.example.com:8443/sms', { resolve });
    expect(target).toEqual({
      ok: true, url: new URL('https://hooks.example.com:8443/sms'), host: 'hooks.example.com', addresses: ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    });
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('takes an address in the URL as it is, without resolving', async () => {
    const resolve = jest.fn(resolvesTo('10.0.0.1'));
    expect(await resolveWebhookTarget('http://[2606:4700:4700::1111]/x', { resolve })).toMatchObject({ ok: true, host: '2606:4700:4700::1111', addresses: ['2606:4700:4700::1111'] });
    expect(resolve).not.toHaveBeenCalled();
  });

  it('names the private address a host resolves to now', async () => {
    expect(await resolveWebhookTarget('https://rebound.example.com/', { resolve: resolvesTo('93.184.216.34', '127.0.0.1') })).toEqual({
      ok: false, problem: 'urlPrivate', detail: 'rebound.example.com resolves to 127.0.0.1, which is not a public address',
    });
  });

  it('tells a name that does not resolve now (worth retrying) from a refused one', async () => {
    expect(await resolveWebhookTarget('https://later.example.com/', { resolve: unresolvable })).toEqual({
      ok: false, problem: 'unresolved', detail: 'later.example.com did not resolve (ENOTFOUND)',
    });
    expect(await resolveWebhookTarget('https://empty.example.com/', { resolve: resolvesTo() })).toMatchObject({ ok: false, problem: 'unresolved' });
  });
});
