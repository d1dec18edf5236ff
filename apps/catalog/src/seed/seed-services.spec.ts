import { checkPattern, CodeRule, extractCallCode, extractCode, matchService, worstGrowth } from '@simrelay/code-extraction';
import { SEED_COUNTRIES } from './seed-countries';
import { SEED_SERVICES } from './seed-services';

const rules: CodeRule[] = SEED_SERVICES.map(({ code, pattern, senders, callDigits }) => ({ service: code, pattern, senders, callDigits }));

describe('seed catalog', () => {
  it('has at least 25 countries and 60 services with unique codes', () => {
    expect(SEED_COUNTRIES.length).toBeGreaterThanOrEqual(25);
    expect(SEED_SERVICES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SEED_SERVICES.map((s) => s.code)).size).toBe(SEED_SERVICES.length);
    expect(new Set(SEED_COUNTRIES.map((c) => c.code)).size).toBe(SEED_COUNTRIES.length);
    for (const country of SEED_COUNTRIES) expect(country.carriers.length).toBeGreaterThanOrEqual(2);
  });

  it.each(SEED_SERVICES.filter((s) => s.pattern).map((s) => [s.code, s.pattern as string]))('%s: its pattern passes the safety check', (_code, pattern) => {
    expect(checkPattern(pattern)).toBe('ok');
    // Counted, not timed: twice the text, about twice the work.
    expect(worstGrowth(pattern, 'iu', 300)).toBeLessThan(2.5);
  });

  it.each(SEED_SERVICES.filter((s) => s.sample.text).map((s) => [s.code, s]))('%s: its own rule finds the code in its sample message', (code, service) => {
    const rule = rules.find((r) => r.service === code);
    const found = extractCode({ text: service.sample.text, sender: service.sample.sender, rule });
    expect(found?.code).toBe(service.sample.code);
    if (service.pattern) expect(found?.via).toBe('pattern');
  });

  it.each(SEED_SERVICES.filter((s) => s.senders?.length).map((s) => [s.code, s]))('%s: its sample is routed to it among all services', (code, service) => {
    expect(matchService(service.sample.sender, service.sample.text, rules)).toBe(code);
  });

  it('services that verify with a call take the caller\'s last digits', () => {
    const calling = SEED_SERVICES.filter((s) => s.callDigits);
    expect(calling.length).toBeGreaterThan(0);
    for (const s of calling) expect(extractCallCode('+7 916 123-48-21', s.callDigits as number)).toBe('4821'.slice(-(s.callDigits as number)));
  });

  it('prices every service sensibly in every country', () => {
    for (const c of SEED_COUNTRIES) for (const s of SEED_SERVICES) expect(s.basePrice * c.priceFactor).toBeGreaterThan(0.01);
  });
});
