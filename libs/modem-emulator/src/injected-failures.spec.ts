import { commandMatches, InjectedFailures } from './injected-failures';

describe('InjectedFailures', () => {
  it('fails the matching commands so many times, then lets them pass', () => {
    const failures = new InjectedFailures();
    failures.add('AT+CMGR', { cms: 500 }, 2);
    expect(failures.take('AT+CSQ')).toBeNull();
    expect(failures.take('AT+CMGR=1')).toEqual({ cms: 500 });
    expect(failures.take('AT+CMGR?')).toEqual({ cms: 500 });
    expect(failures.take('AT+CMGR=1')).toBeNull();
  });

  it('takes the first failure added that matches, and keeps the others', () => {
    const failures = new InjectedFailures();
    failures.add(/^AT\+CSQ$/u, { cme: 13 });
    failures.add('+CSQ', { plain: true });
    expect(failures.take('AT+CSQ')).toEqual({ cme: 13 });
    expect(failures.take('AT+CSQ')).toEqual({ plain: true });
    expect(failures.take('AT+CSQ')).toBeNull();
  });

  it('needs exactly one kind of error', () => {
    const failures = new InjectedFailures();
    expect(() => failures.add('AT', {})).toThrow(new TypeError('failNext needs exactly one of cme, cms or plain'));
    expect(() => failures.add('AT', { cme: 1, cms: 2 })).toThrow(TypeError);
    expect(() => failures.add('AT', { cms: 1, plain: true })).toThrow(TypeError);
  });
});

describe('commandMatches', () => {
  it('matches a command and its forms, not a longer name, with or without the AT', () => {
    expect(commandMatches('AT+CMGR', 'AT+CMGR=3')).toBe(true);
    expect(commandMatches('+CMGR', 'at+cmgr?')).toBe(true);
    expect(commandMatches('AT+CMGR', 'AT+CMGR')).toBe(true);
    expect(commandMatches('AT+CMGR=3', 'AT+CMGR=4')).toBe(false);
    expect(commandMatches('+CMG', 'AT+CMGF=0')).toBe(false);
    expect(commandMatches('AT', 'AT+CSQ')).toBe(false);
    expect(commandMatches('AT', 'AT')).toBe(true);
    expect(commandMatches(/CSQ/u, 'AT+CSQ')).toBe(true);
  });
});
