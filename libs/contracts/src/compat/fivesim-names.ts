/**
 * 5sim names countries and products by words (`england`, `telegram`) where we use ISO codes and
 * the industry's short service codes. Both forms are accepted on the way in; answers use 5sim's
 * word where there is one, our code otherwise (a service added to the catalog later).
 */
const COUNTRIES: Readonly<Record<string, string>> = {
  UA: 'ukraine', RU: 'russia', KZ: 'kazakhstan', US: 'usa', GB: 'england', DE: 'germany', FR: 'france', PL: 'poland', ES: 'spain', IT: 'italy',
  NL: 'netherlands', TR: 'turkey', IN: 'india', ID: 'indonesia', BR: 'brazil', MX: 'mexico', PH: 'philippines', VN: 'vietnam', TH: 'thailand',
  GE: 'georgia', UZ: 'uzbekistan', KG: 'kyrgyzstan', MD: 'moldova', LT: 'lithuania', LV: 'latvia', EE: 'estonia', CZ: 'czech', RO: 'romania',
  PT: 'portugal', IL: 'israel', CN: 'china', MY: 'malaysia', CO: 'colombia', CA: 'canada',
};

const PRODUCTS: Readonly<Record<string, string>> = {
  tg: 'telegram', wa: 'whatsapp', go: 'google', fb: 'facebook', ig: 'instagram', ds: 'discord', tw: 'twitter', vi: 'viber', ma: 'mailru',
  ya: 'yandex', vk: 'vkontakte', ok: 'odnoklassniki', av: 'avito', uu: 'wildberries', sg: 'ozon', gu: 'gosuslugi', sb: 'sberbank', tn: 'tinkoff',
  mb: 'monobank', pb: 'privatbank', ub: 'uber', tx: 'bolt', yt: 'yandexgo', am: 'amazon', ot: 'other', mm: 'microsoft', wx: 'apple', mt: 'steam',
  ts: 'paypal', oi: 'tinder', qv: 'badoo', mo: 'bumble', lf: 'tiktok', bw: 'signal', kt: 'kakaotalk', me: 'line', wb: 'wechat', dr: 'openai',
  aq: 'anthropic', nf: 'netflix', sp: 'spotify', ab: 'airbnb', bk: 'booking', ls: 'linkedin', fu: 'snapchat', pi: 'pinterest', rd: 'reddit',
  ep: 'epicgames', bn: 'binance', by: 'bybit', okx: 'okx', cb: 'coinbase', hx: 'aliexpress', ta: 'taobao', dh: 'ebay', sn: 'olx', rz: 'rozetka',
  nv: 'novaposhta', gl: 'glovo', wo: 'wolt', ym: 'yemeksepeti', gr: 'grabtaxi', sh: 'shopee', tk: 'tokopedia',
};

const invert = (names: Readonly<Record<string, string>>) => new Map(Object.entries(names).map(([code, name]) => [name, code]));
const COUNTRY_CODES = invert(COUNTRIES);
const PRODUCT_CODES = invert(PRODUCTS);

export const fiveSimCountryName = (iso: string): string => COUNTRIES[iso] ?? iso.toLowerCase();
export const fiveSimProductName = (service: string): string => PRODUCTS[service] ?? service;

/** `england` or `gb` -> `GB`; null for anything else. */
export function fiveSimCountryFromName(name: string): string | null {
  const lower = name.toLowerCase();
  return COUNTRY_CODES.get(lower) ?? (/^[a-z]{2}$/.test(lower) ? lower.toUpperCase() : null);
}

/** `telegram` or `tg` -> `tg`; null for a name that cannot be a service. */
export function fiveSimServiceFromName(name: string): string | null {
  const lower = name.toLowerCase();
  return PRODUCT_CODES.get(lower) ?? (/^[a-z0-9]{2,12}$/.test(lower) ? lower : null);
}
