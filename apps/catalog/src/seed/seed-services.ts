/**
 * Services on sale at first start: the industry's short codes, a base one-time price (in a
 * country of price factor 1), how their codes are found, and a real-looking sample message
 * per service that the seed test runs through the extraction rules.
 */
export interface SeedService {
  code: string;
  name: string;
  basePrice: number;
  /** Regex source with one capture group around the code. */
  pattern?: string;
  senders?: string[];
  /** Services that verify with a call: trailing digits of the caller are the code. */
  callDigits?: number;
  sample: { sender: string; text: string; code: string };
}

const s = (code: string, name: string, basePrice: number, rule: Omit<SeedService, 'code' | 'name' | 'basePrice'>): SeedService => ({
  code, name, basePrice, ...rule,
});

// The code: 3+3 digits split by a dash or space, or a run of 4-8 digits, never cut from a longer number.
const CODE = '(?:\\d{3}[- ]\\d{3}|\\d{4,8})(?!\\d)';

/**
 * A pattern for "the code within 60 non-digit characters before or after one of the
 * service's names", with exactly one capture group (lookarounds hold the name).
 */
const near = (...names: string[]): string => {
  const name = `(?:${names.join('|')})`;
  return `(?:(?<=${name}\\D{0,60})|(?=${CODE}\\D{0,60}${name}))(${CODE})`;
};

export const SEED_SERVICES: SeedService[] = [
  s('tg', 'Telegram', 0.35, { pattern: near('telegram'), senders: ['Telegram'], sample: { sender: 'Telegram', text: 'Telegram code 41852\n\nYou can also tap on this link to log in:\nhttps://t.me/login/41852', code: '41852' } }),
  s('wa', 'WhatsApp', 0.45, { pattern: near('whatsapp'), senders: ['WhatsApp'], sample: { sender: 'WhatsApp', text: 'Your WhatsApp code: 123-456\nDon\'t share this code with others', code: '123456' } }),
  s('go', 'Google, YouTube, Gmail', 0.15, { pattern: 'G-(\\d{5,8})', senders: ['Google', '22000'], sample: { sender: 'Google', text: 'G-582910 is your Google verification code.', code: '582910' } }),
  s('fb', 'Facebook', 0.2, { pattern: near('facebook', '\\bfb\\b'), senders: ['Facebook', '32665'], sample: { sender: 'Facebook', text: '<#> 482019 is your Facebook code Laz+nxCarLW', code: '482019' } }),
  s('ig', 'Instagram', 0.25, { pattern: near('instagram'), senders: ['Instagram'], sample: { sender: 'Instagram', text: 'Use 847 291 to verify your Instagram account.', code: '847291' } }),
  s('ds', 'Discord', 0.2, { pattern: near('discord'), senders: ['Discord'], sample: { sender: 'Discord', text: 'Your Discord security code is: 582013', code: '582013' } }),
  s('tw', 'Twitter / X', 0.25, { pattern: near('twitter', '\\bx\\b'), senders: ['Twitter', 'X', '40404'], sample: { sender: 'X', text: 'Your X verification code is 719203.', code: '719203' } }),
  s('vi', 'Viber', 0.2, { pattern: near('viber'), senders: ['Viber'], sample: { sender: 'Viber', text: 'Your Viber code: 461902', code: '461902' } }),
  s('ma', 'Mail.ru', 0.1, { pattern: near('mail\\.ru'), senders: ['Mail.ru'], sample: { sender: 'Mail.ru', text: 'Код для входа в Mail.ru: 583920', code: '583920' } }),
  s('ya', 'Yandex', 0.15, { pattern: near('яндекс', 'yandex'), senders: ['Yandex', 'Yandex ID'], sample: { sender: 'Yandex', text: 'Ваш код для входа в Яндекс: 583920. Никому не сообщайте его.', code: '583920' } }),
  // VK first calls and asks for the caller's last four digits, then falls back to an SMS.
  s('vk', 'VK', 0.2, { callDigits: 4, pattern: near('\\bvk\\b', 'вконтакте'), senders: ['VK', 'VKcom'], sample: { sender: 'VK', text: 'VK: 402913 — код подтверждения. Никому его не говорите.', code: '402913' } }),
  s('ok', 'Odnoklassniki', 0.12, { pattern: near('ok\\.ru', 'одноклассники'), senders: ['OK.RU'], sample: { sender: 'OK.RU', text: 'Одноклассники. Код подтверждения: 7720', code: '7720' } }),
  s('av', 'Avito', 0.25, { pattern: near('avito', 'авито'), senders: ['Avito', 'AVITO'], sample: { sender: 'AVITO', text: 'Код подтверждения: 4821. Никому не говорите его, даже сотрудникам Авито', code: '4821' } }),
  s('uu', 'Wildberries', 0.2, { pattern: near('wildberries', 'вайлдберриз'), senders: ['Wildberries'], sample: { sender: 'Wildberries', text: '582 019 — код для входа в Wildberries', code: '582019' } }),
  s('sg', 'Ozon', 0.2, { pattern: near('ozon', 'озон'), senders: ['OZON', 'Ozon'], sample: { sender: 'OZON', text: 'Ozon: код для входа 284910. Не сообщайте его никому', code: '284910' } }),
  s('gu', 'Gosuslugi', 0.3, { pattern: near('госуслуг', 'gosuslugi'), senders: ['Gosuslugi'], sample: { sender: 'Gosuslugi', text: 'Код подтверждения для входа на Госуслуги: 481920', code: '481920' } }),
  s('sb', 'SberBank', 0.3, { pattern: near('сбер', 'sber'), senders: ['900', 'SberBank'], sample: { sender: '900', text: 'Сбер ID: 58291 — код для входа. Никому его не сообщайте', code: '58291' } }),
  s('tn', 'T-Bank', 0.3, { pattern: near('т-банк', 't-bank', 'тинькофф', 'tinkoff'), senders: ['T-Bank', 'Tinkoff'], sample: { sender: 'T-Bank', text: 'Т-Банк. Код 4821. Никому не говорите код', code: '4821' } }),
  s('mb', 'Monobank', 0.3, { pattern: near('monobank', 'монобанк'), senders: ['monobank'], sample: { sender: 'monobank', text: 'Код підтвердження monobank: 4411', code: '4411' } }),
  s('pb', 'PrivatBank', 0.3, { pattern: near('privat24', 'приват24', 'privat', 'приват'), senders: ['PrivatBank'], sample: { sender: 'PrivatBank', text: 'Пароль для входу в Приват24: 5829', code: '5829' } }),
  s('ub', 'Uber', 0.3, { pattern: near('uber'), senders: ['Uber'], sample: { sender: 'Uber', text: 'Your Uber code: 4826. Never share this code.', code: '4826' } }),
  s('tx', 'Bolt', 0.25, { pattern: near('bolt'), senders: ['Bolt'], sample: { sender: 'Bolt', text: 'Your Bolt code is 5821', code: '5821' } }),
  s('yt', 'Yandex Go', 0.2, { pattern: near('yandex go', 'яндекс go'), senders: ['Yandex.Go'], sample: { sender: 'Yandex.Go', text: 'Yandex Go: code 3904', code: '3904' } }),
  s('am', 'Amazon', 0.35, { pattern: near('amazon'), senders: ['Amazon'], sample: { sender: 'Amazon', text: 'Amazon: Your code is 582019. Don\'t share it.', code: '582019' } }),
  s('ot', 'Any other', 0.3, { sample: { sender: 'INFO', text: 'Your verification code is 739201', code: '739201' } }),
  s('mm', 'Microsoft, Outlook, Skype', 0.2, { pattern: near('microsoft'), senders: ['Microsoft'], sample: { sender: 'Microsoft', text: 'Use 4821 as Microsoft account security code', code: '4821' } }),
  s('wx', 'Apple', 0.4, { pattern: near('apple'), senders: ['Apple'], sample: { sender: 'Apple', text: 'Your Apple ID Code is: 582019. Don\'t share it with anyone.', code: '582019' } }),
  s('mt', 'Steam', 0.25, { pattern: near('steam'), senders: ['Steam'], sample: { sender: 'Steam', text: 'Your Steam verification code is 58219', code: '58219' } }),
  s('ts', 'PayPal', 0.45, { pattern: near('paypal'), senders: ['PayPal'], sample: { sender: 'PayPal', text: 'PayPal: Your security code is 582019. Your code expires in 10 minutes.', code: '582019' } }),
  s('oi', 'Tinder', 0.4, { pattern: near('tinder'), senders: ['Tinder'], sample: { sender: 'Tinder', text: 'Your Tinder code is 482019', code: '482019' } }),
  s('qv', 'Badoo', 0.2, { pattern: near('badoo'), senders: ['Badoo'], sample: { sender: 'Badoo', text: '5821 is your Badoo verification code', code: '5821' } }),
  s('mo', 'Bumble', 0.35, { pattern: near('bumble'), senders: ['Bumble'], sample: { sender: 'Bumble', text: 'Bumble: your code is 582019', code: '582019' } }),
  s('lf', 'TikTok', 0.2, { pattern: near('tiktok'), senders: ['TikTok'], sample: { sender: 'TikTok', text: '[TikTok] 382910 is your verification code, valid for 5 minutes.', code: '382910' } }),
  s('bw', 'Signal', 0.3, { pattern: near('signal'), senders: ['Signal'], sample: { sender: 'Signal', text: 'Your Signal registration code: 482-019', code: '482019' } }),
  s('kt', 'KakaoTalk', 0.5, { pattern: near('kakao'), senders: ['Kakao'], sample: { sender: 'Kakao', text: '[Kakao] 인증번호 [5821]를 입력해주세요', code: '5821' } }),
  s('me', 'LINE', 0.4, { pattern: near('\\bline\\b'), senders: ['LINE'], sample: { sender: 'LINE', text: 'LINE verification code: 4821', code: '4821' } }),
  s('wb', 'WeChat', 0.6, { pattern: near('wechat'), senders: ['WeChat'], sample: { sender: 'WeChat', text: 'WeChat verification code (582019) may only be used once', code: '582019' } }),
  s('dr', 'OpenAI, ChatGPT', 0.5, { pattern: near('openai', 'chatgpt'), senders: ['OpenAI'], sample: { sender: 'OpenAI', text: 'Your OpenAI verification code is: 582019', code: '582019' } }),
  s('aq', 'Anthropic, Claude', 0.5, { pattern: near('anthropic', 'claude'), senders: ['Anthropic'], sample: { sender: 'Anthropic', text: 'Your Anthropic verification code is 719203', code: '719203' } }),
  s('nf', 'Netflix', 0.3, { pattern: near('netflix'), senders: ['Netflix'], sample: { sender: 'Netflix', text: 'Netflix: Your verification code is 4821', code: '4821' } }),
  s('sp', 'Spotify', 0.2, { pattern: near('spotify'), senders: ['Spotify'], sample: { sender: 'Spotify', text: 'Your Spotify code is 582019', code: '582019' } }),
  s('ab', 'Airbnb', 0.35, { pattern: near('airbnb'), senders: ['Airbnb'], sample: { sender: 'Airbnb', text: 'Your Airbnb verification code is: 582019. Don\'t share this code with anyone.', code: '582019' } }),
  s('bk', 'Booking.com', 0.3, { pattern: near('booking'), senders: ['Booking'], sample: { sender: 'Booking', text: 'Booking.com: your verification code is 482019', code: '482019' } }),
  s('ls', 'LinkedIn', 0.3, { pattern: near('linkedin'), senders: ['LinkedIn'], sample: { sender: 'LinkedIn', text: 'Your LinkedIn verification code is 582019.', code: '582019' } }),
  s('fu', 'Snapchat', 0.25, { pattern: near('snapchat'), senders: ['Snapchat'], sample: { sender: 'Snapchat', text: 'Snapchat code: 582019. Happy Snapping!', code: '582019' } }),
  s('pi', 'Pinterest', 0.15, { pattern: near('pinterest'), senders: ['Pinterest'], sample: { sender: 'Pinterest', text: 'Your Pinterest verification code is 582019', code: '582019' } }),
  s('rd', 'Reddit', 0.15, { pattern: near('reddit'), senders: ['Reddit'], sample: { sender: 'Reddit', text: 'Your Reddit verification code is 582019', code: '582019' } }),
  s('ep', 'Epic Games', 0.2, { pattern: near('epic games'), senders: ['Epic Games'], sample: { sender: 'Epic Games', text: 'Your Epic Games security code is 582019', code: '582019' } }),
  s('bn', 'Binance', 0.6, { pattern: near('binance'), senders: ['Binance'], sample: { sender: 'Binance', text: '[Binance] Your verification code: 582019. Do not share it.', code: '582019' } }),
  s('by', 'Bybit', 0.5, { pattern: near('bybit'), senders: ['Bybit'], sample: { sender: 'Bybit', text: '[Bybit] Verification code: 582019', code: '582019' } }),
  s('okx', 'OKX', 0.5, { pattern: near('okx'), senders: ['OKX'], sample: { sender: 'OKX', text: '[OKX] Your verification code is 582019', code: '582019' } }),
  s('cb', 'Coinbase', 0.6, { pattern: near('coinbase'), senders: ['Coinbase'], sample: { sender: 'Coinbase', text: 'Your Coinbase verification code is: 5820194', code: '5820194' } }),
  s('hx', 'AliExpress', 0.2, { pattern: near('aliexpress'), senders: ['AliExpress'], sample: { sender: 'AliExpress', text: '[AliExpress] Your verification code is 5820', code: '5820' } }),
  s('ta', 'Taobao, Alipay', 0.5, { pattern: near('taobao', 'alipay', '淘宝', '支付宝'), senders: ['Taobao', 'Alipay'], sample: { sender: 'Taobao', text: '【淘宝】验证码：582019，5分钟内有效', code: '582019' } }),
  s('dh', 'eBay', 0.35, { pattern: near('ebay'), senders: ['eBay'], sample: { sender: 'eBay', text: 'eBay: Your security code is 582019', code: '582019' } }),
  s('sn', 'OLX', 0.2, { pattern: near('olx'), senders: ['OLX'], sample: { sender: 'OLX', text: 'OLX: код підтвердження 5829', code: '5829' } }),
  s('rz', 'Rozetka', 0.15, { pattern: near('rozetka', 'розетка'), senders: ['ROZETKA'], sample: { sender: 'ROZETKA', text: 'Код для входу в ROZETKA: 5821', code: '5821' } }),
  s('nv', 'Nova Poshta', 0.15, { pattern: near('nova poshta', 'нова пошта'), senders: ['NovaPoshta'], sample: { sender: 'NovaPoshta', text: 'Нова пошта: код для входу 4821', code: '4821' } }),
  s('gl', 'Glovo', 0.25, { pattern: near('glovo'), senders: ['Glovo'], sample: { sender: 'Glovo', text: 'Your Glovo code: 5821', code: '5821' } }),
  s('wo', 'Wolt', 0.25, { pattern: near('wolt'), senders: ['Wolt'], sample: { sender: 'Wolt', text: 'Wolt verification code: 582019', code: '582019' } }),
  s('ym', 'Yemeksepeti', 0.3, { pattern: near('yemeksepeti'), senders: ['Yemeksepeti'], sample: { sender: 'Yemeksepeti', text: 'Yemeksepeti doğrulama kodunuz: 5821', code: '5821' } }),
  s('gr', 'Grab', 0.3, { pattern: near('grab'), senders: ['Grab'], sample: { sender: 'Grab', text: '<#> Your Grab code is 5821. Never share this code.', code: '5821' } }),
  s('sh', 'Shopee', 0.2, { pattern: near('shopee'), senders: ['Shopee'], sample: { sender: 'Shopee', text: 'Kode verifikasi Shopee Anda: 582019. Jangan berikan kode ini kepada siapa pun.', code: '582019' } }),
  s('tk', 'Tokopedia', 0.2, { pattern: near('tokopedia'), senders: ['Tokopedia'], sample: { sender: 'Tokopedia', text: 'JANGAN MEMBERITAHU KODE INI KE SIAPAPUN. Kode verifikasi Tokopedia: 5820', code: '5820' } }),
];
