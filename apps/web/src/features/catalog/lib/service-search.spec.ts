import { matchesService, soundKey, transliterate } from './service-search';

const services = [
  { code: 'tg', name: 'Telegram' },
  { code: 'wa', name: 'WhatsApp' },
  { code: 'go', name: 'Google, YouTube, Gmail' },
  { code: 'ya', name: 'Yandex' },
  { code: 'vi', name: 'Viber' },
  { code: 'ds', name: 'Discord' },
  { code: 'ig', name: 'Instagram' },
  { code: 'ot', name: 'Any other' },
];
const found = (query: string) => services.filter((s) => matchesService(s, query)).map((s) => s.code);

describe('service search', () => {
  it('transliterates Russian and Ukrainian letters', () => {
    expect(transliterate('Телеграм')).toBe('telegram');
    expect(transliterate('їжак')).toBe('yizhak');
  });

  it.each([
    ['телеграм', ['tg']],
    ['Телега', ['tg']],
    ['тел', ['tg']],
    ['вотсап', ['wa']],
    ['ватсап', ['wa']],
    ['вайбер', ['vi']],
    ['дискорд', ['ds']],
    ['инстаграм', ['ig']],
    ['інстаграм', ['ig']],
    ['яндекс', ['ya']],
    ['гугл', ['go']],
    ['ютуб', ['go']],
    ['tele', ['tg']],
    ['youtube', ['go']],
    ['другой', ['ot']],
  ])('"%s" finds %j', (query, codes) => expect(found(query)).toEqual(codes));

  it('finds everything for nothing typed, and nothing for what no service sounds like', () => {
    expect(found('  ')).toHaveLength(services.length);
    expect(found('zzzz')).toEqual([]);
    expect(found('щщщ')).toEqual([]);
  });

  it('makes sounds spelt differently the same', () => {
    expect(soundKey('WhatsApp')).toBe(soundKey('вотсап'));
    expect(soundKey('Yandex')).toBe(soundKey('яндекс'));
  });
});
