import { isPublicAddress, webhookUrlProblem } from './public-address';

const resolvesTo = (...addresses: string[]) => async () => addresses;
const unresolvable = async (): Promise<string[]> => {
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.1.1.1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it('refuses what is not an address', () => expect(isPublicAddress('example.com')).toBe(false));
});

describe('webhookUrlProblem', () => {
  it('accepts a public https URL', async () => {
    expect(await webhookUrlProblem('https://hooks.example.com/sms?x=1', resolvesTo('93.184.216.34'))).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['not a url', 'urlFormat'],
    ['ftp://example.com/x', 'urlScheme'],
    ['javascript:alert(1)', 'urlScheme'],
    ['https://user:pw@example.com/', 'urlFormat'],
    ['http://127.0.0.1:8080/hook', 'urlPrivate'],
    ['http://[::1]/hook', 'urlPrivate'],
    ['http://169.254.169.254/latest/meta-data', 'urlPrivate'],
    ['http://10.0.0.5/', 'urlPrivate'],
    ['http://localhost:3000/', 'urlPrivate'],
    ['http://api.localhost/', 'urlPrivate'],
    ['http://printer.local/', 'urlPrivate'],
    ['http://intranet/', 'urlPrivate'],
    ['http://2130706433/', 'urlPrivate'],
  ])('%s -> %s', async (url, problem) => {
    expect(await webhookUrlProblem(url, resolvesTo('93.184.216.34'))).toBe(problem);
  });

  it('refuses a public name that resolves to a private address', async () => {
    expect(await webhookUrlProblem('https://evil.example.com/', resolvesTo('93.184.216.34', '10.0.0.1'))).toBe('urlPrivate');
  });

  it('accepts a name that does not resolve now (delivery checks again)', async () => {
    expect(await webhookUrlProblem('https://later.example.com/', unresolvable)).toBeNull();
  });
});
