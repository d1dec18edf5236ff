/**
 * Words that say "here is a one-time code", in many languages and scripts.
 *
 * Words are matched whole (anchored), so 'barcode', 'unicode', 'промокод', 'foOTPath' are not
 * keywords; compounds are listed by prefix ('Bestätigungscode', 'verificatiecode',
 * 'kertakäyttökoodi'). Scripts written without spaces (Chinese, Japanese, Korean particles, Thai)
 * are matched as substrings instead. A keyword next to a word that makes it another kind of code
 * ('promo code', 'код ошибки', 'código de descuento', 'kode pos') does not count.
 */

export interface KeywordHit {
  start: number;
  end: number;
  /** Weak keywords ('verify', 'подтверждения') must sit closer to the code than strong ones. */
  weak: boolean;
}

const anchored = (words: string[]) => new RegExp(`^(?:${words.join('|')})$`, 'iu');

const STRONG_WORDS = anchored([
  // English, French, Dutch, German; compounds that end in "code" are listed by prefix.
  '(?:pass|auth|verify|verification|login|logon|signin|sms|otp|security|access|activation|confirmation|' +
    'bestätigungs|bestaetigungs|verifizierungs|sicherheits|aktivierungs|anmelde|einmal|zugangs|freischalt|' +
    'verificatie|inlog|beveiligings|activatie|bevestigings|toegangs)?codes?',
  'otp', 'pin', 'passcode', 'password', 'passwort', 'einmalpasswort', '(?:einmal)?kennwort',
  // Spanish, Portuguese, Italian, Romanian
  'c[oó]digos?', 'clave', 'contraseña', 'senha', 'codice', 'cod(?:ul|ului)?', 'parola',
  // Turkish, Azerbaijani, Uzbek, Polish, Swedish, Malay, Indonesian
  'kod(?:u|un|unu|unuz|udur|i|ingiz|ni|em|y)?', 'kode', 'sandi', 'ş[iİı]fre(?:n[iİı]z|n)?', 'şifrə(?:niz)?',
  'parol(?:i|ingiz)?', 'hasł(?:o|a|em)',
  // Nordic, Finnish, Estonian
  '(?:verifierings|engångs|säkerhets|inloggnings|engangs|bekræftelses|bekreftelses|sikkerheds|sikkerhets|' +
    'verifiserings|aktiverings|adgangs)kode?',
  'lösenord', 'passord', '(?:vahvistus|kertakäyttö|turva|tunnistus|kirjautumis|varmistus)?koodi(?:a|si|n|lla)?',
  'kood', 'salasana',
  // Czech, Slovak, Hungarian, Vietnamese, Swahili
  'kód(?:u|ja|od|ot|em)?', 'heslo', 'jelszó', 'mã', 'msimbo',
  // Russian, Ukrainian, Belarusian, Kazakh, Greek
  '(?:смс|sms)?код(?:а|у|ом|ы)?', 'парол(?:ь|я|ем|і)', 'κωδικ\\p{L}*',
  // Hebrew (with its one-letter prefixes), Arabic, Persian, Urdu
  '[הבו]?קוד', '[הבו]?סיסמ\\p{L}*', '[وبلف]?(?:ال)?(?:رمز|كود)(?:ك|كم)?', 'کد(?:تان)?', 'کوڈ',
  // Hindi, Bengali, Armenian, Georgian
  'कोड', 'ओटीपी', 'पासवर्ड', 'কোড', 'ওটিপি', 'կոդ(?:ը)?', 'კოდი?',
]);

const WEAK_WORDS = anchored([
  'verify', 'verification', 'authenticate', 'authentication', 'authentification', 'vérification',
  'verificaci[oó]n', 'verifica[cç][aã]o', 'verifica', 'verifizierung', 'bestätigung', 'weryfikac\\p{L}*',
  'ověření', 'doğrulama(?:sı)?', 'tasdiqlash', 'verifikasi', 'pengesahan',
  'подтверждени[еяю]', 'підтвердженн\\p{L}*', 'верификаци\\p{L}*', 'аутентификаци\\p{L}*', 'растау',
  '(?:لل|ال)?تحقق', 'تأكيد', 'تایید', 'सत्यापन',
]);

/** Multi-word names of a code, matched on the text. */
export const STRONG_PHRASES =
  /(?<![\p{L}\p{N}])(?:mot de passe|ma (?:xac (?:thuc|nhan)|kich hoat|otp)|كلمة (?:المرور|السر)|nambari ya (?:uthibitisho|siri))(?![\p{L}\p{N}])/giu;

/** Keywords of scripts written without spaces between words. */
export const UNSPACED_KEYWORDS = new RegExp(
  [
    '验证码', '驗證碼', '校验码', '校驗碼', '动态码', '動態碼', '确认码', '確認碼', '认证码', '認證碼', '安全码',
    '登录码', '登入碼', '动态密码', '動態密碼', '短信密码',
    '認証コード', '確認コード', '認証番号', '確認番号', '検証コード', 'セキュリティコード', 'ワンタイムパスワード',
    '인증 ?번호', '인증 ?코드', '확인 ?코드', '보안 ?코드',
    'รหัส(?!ไปรษณีย์|ส่วนลด|โปรโมชั่น|พัสดุ|สินค้า)',
  ].join('|'),
  'gu',
);

/** A word just before a keyword that makes it another kind of code ('promo code', 'error code'). */
const BEFORE_OTHER_CODE = anchored([
  'promo\\p{L}*', 'promotional', 'discount', 'coupon', 'voucher', 'gift', 'referral', 'invite', 'invitation',
  'zip', 'postal', 'post', 'area', 'country', 'region', 'error', 'tracking', 'track', 'product', 'bonus',
  'reward', 'pickup', 'pick', 'parcel', 'delivery', 'qr', 'ussd', 'short', 'booking', 'reservation',
  'approval', 'bar', 'sale', 'скидочн\\p{L}*', 'промо', 'подарочн\\p{L}*', 'бонусн\\p{L}*', 'реферальн\\p{L}*',
  'почтов\\p{L}*', 'трек', 'штрих', 'rabatt', 'gutschein', 'aktions', 'indirim', 'promosyon', 'hediye',
  'kupon', 'cupom', 'cupón', 'posta', 'customer', 'client', 'клиентск\\p{L}*',
]);

/** A word just after a keyword that makes it another kind of code ('код ошибки', 'kode pos'). */
const AFTER_OTHER_CODE = anchored([
  'promo\\p{L}*', 'descuento', 'desconto', 'réduction', 'reduction', 'postal', 'rabatow\\p{L}*',
  'pocztow\\p{L}*', 'ошибк\\p{L}*', 'страны', 'региона', 'подразделения', 'получения', 'выдачи', 'купона',
  'скидк\\p{L}*', 'отслеживания', 'бронировани\\p{L}*', 'авторизации', 'rastreamento', 'rastreio', 'rastreo',
  'seguimiento', 'suivi', 'barras', 'pos', 'booking', 'voucher', 'giảm', 'khuyến', 'đơn', 'vận', 'bưu', 'quà',
  'خصم', 'الخصم', 'ترويجي', 'الترويجي', 'هدية', 'error', 'клиента', 'абонента', 'товара', 'cliente',
]);

/** Letters of scripts that separate words with spaces; unspaced scripts are handled above. */
export const WORD = /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}])[\p{L}\p{M}])+/gu;

/** Words count as one phrase with a keyword only when nothing but spaces or hyphens separate them. */
const JOINED = /^[\s-]{1,3}$/u;

interface Word {
  text: string;
  start: number;
  end: number;
}

function otherCodeNearby(words: Word[], index: number, text: string): boolean {
  for (let i = index - 1; i >= Math.max(0, index - 2); i--) {
    if (!JOINED.test(text.slice(words[i].end, words[i + 1].start))) break;
    if (BEFORE_OTHER_CODE.test(words[i].text)) return true;
  }
  for (let i = index + 1; i <= Math.min(words.length - 1, index + 2); i++) {
    if (!JOINED.test(text.slice(words[i - 1].end, words[i].start))) break;
    if (AFTER_OTHER_CODE.test(words[i].text)) return true;
  }
  return false;
}

/** Where the text names a code. */
export function findKeywords(text: string): KeywordHit[] {
  const hits: KeywordHit[] = [];
  const words: Word[] = [...text.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  words.forEach((word, index) => {
    // 'COD' is cash on delivery, not the Romanian word for code.
    const strong = STRONG_WORDS.test(word.text) && word.text !== 'COD';
    if (!strong && !WEAK_WORDS.test(word.text)) return;
    if (otherCodeNearby(words, index, text)) return;
    hits.push({ start: word.start, end: word.end, weak: !strong });
  });
  for (const pattern of [STRONG_PHRASES, UNSPACED_KEYWORDS]) {
    for (const m of text.matchAll(pattern)) hits.push({ start: m.index, end: m.index + m[0].length, weak: false });
  }
  return hits;
}
