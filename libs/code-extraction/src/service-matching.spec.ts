import { CodeRule } from './code-rule';
import { isVerificationMessage, matchService } from './service-matching';

const rules: CodeRule[] = [
  { service: 'telegram', senders: ['Telegram'], pattern: 'telegram code:? (\\d{5})' },
  { service: 'google', senders: ['Google', '22000'], pattern: 'G-(\\d{6})' },
  { service: 'whatsapp', pattern: 'whatsapp code:? (\\d{3}[- ]?\\d{3})' },
  { service: 'steam', senders: ['Steam'], pattern: 'steam guard code is ([a-z0-9]{5})' },
  { service: 'vk', senders: ['VK', 'VKcom'] },
  { service: 'max', senders: ['VK'], pattern: 'max: (\\d{6})' },
];

describe('matchService', () => {
  it.each([
    ['Telegram', 'Telegram code 12345', 'telegram'],
    ['TELEGRAM', 'anything at all', 'telegram'],
    ['Tele-gram', 'anything at all', 'telegram'],
    ['google', 'G-123456 is your Google verification code.', 'google'],
    ['+22000', 'Your code', 'google'],
    ['VK.com', 'Код подтверждения: 4821', 'vk'],
  ])('knows a service by its sender alias: %s', (sender, text, service) => {
    expect(matchService(sender, text, rules)).toBe(service);
  });

  it('prefers the sender alias over another rule whose pattern matches the text', () => {
    expect(matchService('Google', 'Telegram code 12345', rules)).toBe('google');
  });

  it('among rules sharing an alias, picks the one whose pattern matches, else the first', () => {
    expect(matchService('VK', 'Max: 482913 — код для входа', rules)).toBe('max');
    expect(matchService('VK', 'Код подтверждения: 4821', rules)).toBe('vk');
  });

  it('falls back to the first rule whose pattern matches the text', () => {
    expect(matchService('+79161234567', 'Your WhatsApp code: 123-456', rules)).toBe('whatsapp');
    expect(matchService(undefined, 'Your Steam Guard code is F4K2P', rules)).toBe('steam');
  });

  it('matches aliases exactly, not by prefix or substring', () => {
    expect(matchService('Telegram2', 'hello', rules)).toBeNull();
    expect(matchService('Goo', 'hello', rules)).toBeNull();
  });

  it('returns null when neither a sender nor a pattern matches', () => {
    expect(matchService('Unknown', 'Код подтверждения: 4821', rules)).toBeNull();
    expect(matchService(undefined, 'Telegram code 12345', [])).toBeNull();
  });

  it('does not run patterns on texts over 2,000 characters, but still knows the sender', () => {
    const long = `Telegram code 12345 ${'x'.repeat(2000)}`;
    expect(matchService(undefined, long, rules)).toBeNull();
    expect(matchService('Telegram', long, rules)).toBe('telegram');
  });
});

describe('isVerificationMessage', () => {
  it('is true when the rule of the sender finds a code', () => {
    expect(isVerificationMessage('Your Steam Guard code is F4K2P', 'Steam', rules)).toBe(true);
    expect(isVerificationMessage('Telegram code 12345', 'Telegram', rules)).toBe(true);
  });

  it('is true when another rule pattern matches the text', () => {
    expect(isVerificationMessage('Your Steam Guard code is F4K2P', '+79161234567', rules)).toBe(true);
  });

  it('is true when the generic extractor finds a code', () => {
    expect(isVerificationMessage('Код подтверждения: 4821')).toBe(true);
    expect(isVerificationMessage('Код подтверждения: 4821', 'Gosuslugi', rules)).toBe(true);
  });

  it('is false for a known sender that sends something else', () => {
    expect(
      isVerificationMessage('New login. We detected a login into your account from a new device on 12/05/2024 at 14:30.', 'Telegram', rules),
    ).toBe(false);
  });

  it.each([
    ['Your Steam Guard code is F4K2P', undefined], // letters: only a rule finds it
    ['Скидка 50% на всё до 12.05! Звоните 8-800-555-35-35', 'MVideo'],
    ['Your balance is 150.00 RUB', '900'],
    ['Your order #582019 has been shipped', 'Ozon'],
  ])('is false for %j without a rule that finds a code', (text, sender) => {
    expect(isVerificationMessage(text, sender)).toBe(false);
  });

  it('is false for texts over 2,000 characters', () => {
    expect(isVerificationMessage(`Telegram code 12345 ${'x'.repeat(2000)}`, 'Telegram', rules)).toBe(false);
  });
});
