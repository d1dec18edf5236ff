/**
 * Service search as users type it: Latin names, or the same names in Cyrillic ("телеграм",
 * "вотсап", "гугл"), transliterated and compared by how they sound rather than letter for letter.
 */

// Russian and Ukrainian letters in Latin, the way people spell brand names with them.
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', ё: 'yo', є: 'ye', ж: 'zh', з: 'z', и: 'i', і: 'i', ї: 'yi', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Cyrillic letters to Latin ones; everything else as it is, lower-cased. */
export function transliterate(text: string): string {
  return [...text.toLowerCase()].map((ch) => CYRILLIC[ch] ?? ch).join('');
}

/**
 * A name reduced to how it sounds: "WhatsApp" and "вотсап" (votsap), "Telegram" and
 * "телеграм", "Yandex" and "яндекс" meet. Vowels other than a leading one are dropped, sounds
 * spelt several ways are made one, repeated letters count once.
 */
export function soundKey(text: string): string {
  const latin = transliterate(text).replace(/[^a-z0-9]/g, '');
  const merged = latin
    .replace(/^wh/, 'v')
    .replace(/ph/g, 'f')
    .replace(/ck|q|c(?=[aou])/g, 'k')
    .replace(/kh/g, 'h')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/ts/g, 'c')
    .replace(/j/g, 'y')
    .replace(/(.)\1+/g, '$1');
  return merged.charAt(0) + merged.slice(1).replace(/[aeiouy]/g, '');
}

/** Names users type for services that are written differently in Cyrillic, by service code. */
const ALIASES: Record<string, readonly string[]> = {
  go: ['гугл', 'гугол', 'ютуб', 'джимейл'],
  vk: ['вконтакте', 'вк'],
  ok: ['одноклассники', 'однокласники', 'ок'],
  gu: ['госуслуги'],
  sb: ['сбер', 'сбербанк'],
  tn: ['тинькофф', 'тинькоф', 'тбанк', 'т-банк'],
  mb: ['монобанк', 'моно'],
  pb: ['приватбанк', 'приват'],
  uu: ['вайлдберриз', 'вб', 'валдберис'],
  sg: ['озон'],
  av: ['авито'],
  ya: ['яндекс'],
  ma: ['мейл', 'майл', 'мэйл'],
  tw: ['твиттер', 'твитер', 'икс'],
  mm: ['майкрософт', 'скайп', 'аутлук'],
  wx: ['эпл', 'эппл', 'епл', 'айклауд'],
  ts: ['пейпал', 'пэйпал'],
  dr: ['чатгпт', 'опенаи'],
  hx: ['алиэкспресс', 'алиекспрес', 'али'],
  ot: ['другой', 'другие', 'інший', 'інші', 'любой'],
  nv: ['нова пошта', 'новая почта'],
  rz: ['розетка'],
};

export interface Searchable {
  code: string;
  name: string;
}

/** Whether a service answers what was typed: by name or alias, by prefix of a word, in either alphabet. */
export function matchesService(service: Searchable, query: string): boolean {
  const typed = query.trim().toLowerCase();
  if (!typed) return true;
  const name = service.name.toLowerCase();
  if (name.includes(typed) || service.code === typed) return true;
  const latin = transliterate(typed);
  if (name.includes(latin)) return true;
  if ((ALIASES[service.code] ?? []).some((alias) => alias.startsWith(typed) || (typed.length >= 3 && alias.includes(typed)))) return true;
  // By sound, against each word of the name ("Google, YouTube, Gmail" -> google, youtube, gmail).
  const key = soundKey(typed);
  if (key.length < 2) return false;
  return name.split(/[^a-z0-9.]+/i).some((word) => soundKey(word).startsWith(key)) || soundKey(name).startsWith(key);
}
