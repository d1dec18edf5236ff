import { CodeRule } from './code-rule';
import { extractCode } from './extract-code';

const steam: CodeRule = { service: 'steam', pattern: 'steam guard code is ([a-z0-9]{5})', senders: ['Steam'] };
const whatsapp: CodeRule = { service: 'whatsapp', pattern: 'whatsapp code:? (\\d{3}[- ]?\\d{3})' };

describe('extractCode with a service rule', () => {
  it('takes the code the pattern captures, over what the generic extractor would find', () => {
    const text = 'Code 1111 for Steam Mobile. Your Steam Guard code is F4K2P';
    expect(extractCode({ text })).toEqual({ code: '1111', via: 'generic' });
    expect(extractCode({ text, rule: steam })).toEqual({ code: 'F4K2P', via: 'pattern' });
  });

  it('finds codes the generic extractor leaves alone', () => {
    expect(extractCode({ text: 'Your Steam Guard code is F4K2P' })).toBeNull();
    expect(extractCode({ text: 'Your Steam Guard code is F4K2P', rule: steam })).toEqual({ code: 'F4K2P', via: 'pattern' });
  });

  it.each([
    ['Your WhatsApp code: 123-456', '123456'],
    ['WhatsApp code 123 456', '123456'],
    ['WhatsApp code 123456', '123456'],
    ['WhatsApp code: ١٢٣-٤٥٦', '123456'],
  ])('removes spaces and dashes inside a captured code: %j', (text, code) => {
    expect(extractCode({ text, rule: whatsapp })).toEqual({ code, via: 'pattern' });
  });

  it('tries the pattern on the text as received, so full-width punctuation in a pattern still matches', () => {
    const rule: CodeRule = { service: 'jd', pattern: '验证码：(\\d{6})' };
    expect(extractCode({ text: '【京东】验证码：582019，您正在登录', rule })).toEqual({ code: '582019', via: 'pattern' });
  });

  it('falls back to the generic extractor when the pattern does not match', () => {
    expect(extractCode({ text: 'Код подтверждения: 4821', rule: steam })).toEqual({ code: '4821', via: 'generic' });
    expect(extractCode({ text: 'Your balance is 150.00 RUB', rule: steam })).toBeNull();
  });

  it('falls back to the generic extractor when the pattern captures nothing', () => {
    const rule: CodeRule = { service: 'x', pattern: 'code(\\d*)' };
    expect(extractCode({ text: 'Your code is 4821', rule })).toEqual({ code: '4821', via: 'generic' });
  });

  it.each([
    ['invalid', '(\\d{6}'],
    ['without a group', 'code \\d{6}'],
    ['unsafe', '(\\d+)+x'],
  ])('ignores a stored pattern that is %s', (_why, pattern) => {
    const rule: CodeRule = { service: 'x', pattern };
    expect(extractCode({ text: 'Your code is 482913', rule })).toEqual({ code: '482913', via: 'generic' });
  });

  it('uses a rule without a pattern as no rule', () => {
    expect(extractCode({ text: 'Telegram code 12345', rule: { service: 'telegram', senders: ['Telegram'] } })).toEqual({
      code: '12345',
      via: 'generic',
    });
  });

  it('returns null for texts over 2,000 characters, whatever the rule', () => {
    const text = `Your Steam Guard code is F4K2P ${'x'.repeat(2000)}`;
    expect(extractCode({ text, rule: steam })).toBeNull();
  });
});
