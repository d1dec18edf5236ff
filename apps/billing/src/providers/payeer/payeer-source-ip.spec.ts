import { payeerSourceAllowed } from './payeer-source-ip';

describe('payeerSourceAllowed', () => {
  it('does not filter when no address list is configured', () => {
    expect(payeerSourceAllowed({}, '203.0.113.7')).toBe(true);
    expect(payeerSourceAllowed({ allowedIps: [] }, undefined)).toBe(true);
  });

  it('accepts only the configured addresses, IPv4 seen through IPv6 included', () => {
    const config = { allowedIps: ['192.0.2.10', '2001:db8::1'] };
    expect(payeerSourceAllowed(config, '192.0.2.10')).toBe(true);
    expect(payeerSourceAllowed(config, '::ffff:192.0.2.10')).toBe(true);
    expect(payeerSourceAllowed(config, '2001:DB8::1')).toBe(true);
    expect(payeerSourceAllowed(config, '192.0.2.11')).toBe(false);
    expect(payeerSourceAllowed(config, '192.0.2.1')).toBe(false);
    expect(payeerSourceAllowed(config, undefined)).toBe(false);
    expect(payeerSourceAllowed(config, '')).toBe(false);
  });
});
