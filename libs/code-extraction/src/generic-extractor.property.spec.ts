import fc from 'fast-check';
import { extractCode } from './extract-code';

/** Fixed seed: the same texts on every run; change it locally to explore. */
const RUNS = { seed: 20240512, numRuns: 400 };

const generic = (text: string) => extractCode({ text })?.code ?? null;

const code = fc.array(fc.constantFrom(...'0123456789'), { minLength: 4, maxLength: 8 }).map((d) => d.join(''));

const VERIFICATION_TEMPLATES: ((code: string) => string)[] = [
  (c) => `Your verification code is ${c}`,
  (c) => `${c} is your Google verification code.`,
  (c) => `Use ${c} to verify your account`,
  (c) => `Код подтверждения: ${c}. Никому не сообщайте`,
  (c) => `Ваш код для входа: ${c}`,
  (c) => `Код підтвердження: ${c}`,
  (c) => `Tu código de verificación es ${c}`,
  (c) => `Seu código é ${c}`,
  (c) => `Dein Bestätigungscode lautet ${c}`,
  (c) => `Votre code : ${c}`,
  (c) => `Doğrulama kodunuz: ${c}`,
  (c) => `Kode OTP Anda ${c}`,
  (c) => `Mã xác thực của bạn là ${c}`,
  (c) => `验证码：${c}，5分钟内有效`,
  (c) => `認証コード：${c}`,
  (c) => `인증번호 [${c}]`,
  (c) => `رمز التحقق الخاص بك هو ${c}`,
  (c) => `आपका OTP ${c} है`,
  (c) => `${c} - to Twój kod`,
  (c) => `Tasdiqlash kodi ${c}`,
];

/**
 * Filler without digits: friendly words in several scripts and random "words" of consonants,
 * which can spell neither a keyword nor a label ('order', 'promo', 'pts'...).
 */
const fillerWord = fc.oneof(
  fc.constantFrom('hello', 'please', 'thanks', 'привет', 'спасибо', 'hola', 'danke', 'merci', '你好', '谢谢', 'ありがとう', 'مرحبا', 'नमस्ते', 'salom', 'xin chào', '🙂'),
  fc.array(fc.constantFrom(...'bdfhjkmvwxzбвгджзйкмнпфхцчшщ'), { minLength: 1, maxLength: 8 }).map((l) => l.join('')),
);
const filler = fc
  .array(fc.tuple(fillerWord, fc.constantFrom(' ', ', ', '! ', '? ', '; ', '\n')), { maxLength: 12 })
  .map((words) => words.map(([word, gap]) => word + gap).join('').trim());
const sentenceGap = fc.constantFrom('. ', '\n', '\n\n', '! ');

describe('generic extraction properties', () => {
  it('finds exactly the code of a verification template in any language, whatever surrounds it', () => {
    fc.assert(
      fc.property(code, fc.nat(VERIFICATION_TEMPLATES.length - 1), filler, filler, sentenceGap, sentenceGap, (c, t, before, after, gap1, gap2) => {
        const text = (before ? before + gap1 : '') + VERIFICATION_TEMPLATES[t](c) + (after ? gap2 + after : '');
        expect(generic(text)).toBe(c);
      }),
      RUNS,
    );
  });

  const digits = (n: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((d) => d.join(''));
  const pad = (n: number) => String(n).padStart(2, '0');
  const amount = fc.tuple(fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${pad(b)}`);
  const day = fc.integer({ min: 1, max: 28 }).map(pad);
  const month = fc.integer({ min: 1, max: 12 }).map(pad);
  const year = fc.integer({ min: 1990, max: 2035 }).map(String);
  const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`);
  const percent = fc.integer({ min: 1, max: 99 });

  const notices = fc.oneof(
    amount.map((a) => `Your balance is ${a} RUB`),
    amount.map((a) => `Баланс: ${a.replace('.', ',')} руб.`),
    fc.tuple(percent, day, month).map(([p, d, m]) => `Sale -${p}% until ${d}.${m}`),
    fc.tuple(percent, day, month, year).map(([p, d, m, y]) => `Скидка ${p}% до ${d}.${m}.${y}`),
    fc.tuple(digits(3), digits(2), digits(2)).map(([a, b, c]) => `Call 8-800-${a}-${b}-${c}`),
    fc.tuple(digits(3), digits(3), digits(2), digits(2)).map(([a, b, c, d]) => `Звоните +7 ${a} ${b}-${c}-${d}`),
    time.map((t) => `Meeting at ${t}`),
    digits(6).map((n) => `Your order #${n} has been shipped`),
    fc.tuple(amount, digits(4)).map(([a, n]) => `Purchase ${a} USD card *${n}`),
    digits(10).map((n) => `Missed call from +7${n}`),
    amount.map((a) => `Top-up ${a} RUB successful`),
    digits(6).map((n) => `Заказ № ${n} доставлен`),
    fc.tuple(day, month, year).map(([d, m, y]) => `Date: ${d}/${m}/${y}`),
    fc.tuple(year, time).map(([y, t]) => `Happy New Year ${y}! See you at ${t}`),
    digits(4).map((n) => `Error code ${n}`),
    digits(2).map((n) => `Promo code SALE${n} for -${n}%`),
  );

  it('finds nothing in texts made of balances, prices, dates, calls and orders', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(notices, fc.constantFrom('. ', '\n', ' ')), { minLength: 1, maxLength: 4 }), (parts) => {
        const text = parts.map(([notice, gap]) => notice + gap).join('').trim();
        expect(generic(text)).toBeNull();
      }),
      RUNS,
    );
  });
});
