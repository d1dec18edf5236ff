import { PLURAL_SUFFIXES } from './catalog-shape';
import { pickLanguage } from './language';
import { NAMESPACES, resources } from './resources';

type Tree = { [key: string]: string | Tree };

/** A plural text's key without its form: `available_few` -> `available`. */
const base = (key: string) => PLURAL_SUFFIXES.reduce((k, suffix) => (k.endsWith(suffix) ? k.slice(0, -suffix.length) : k), key);
const FORMS: Record<string, readonly string[]> = { en: ['_one', '_other'], ru: ['_one', '_few', '_many', '_other'], uk: ['_one', '_few', '_many', '_other'] };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

describe('catalogues', () => {
  for (const ns of NAMESPACES) {
    const english = leaves(resources.en[ns] as Tree);

    it(`${ns}: has texts`, () => expect(english.size).toBeGreaterThan(0));

    it(`${ns}: English plural texts have both forms`, () => {
      for (const key of english.keys()) if (key.endsWith('_one') || key.endsWith('_other')) expect(english.has(`${base(key)}_one`) && english.has(`${base(key)}_other`)).toBe(true);
    });

    for (const lang of ['ru', 'uk'] as const) {
      it(`${ns}: ${lang} has exactly the English keys (plural texts in each of its forms), none empty, same placeholders`, () => {
        const other = leaves(resources[lang][ns] as Tree);
        const expected = [...english.keys()].flatMap((key) => (base(key) === key ? [key] : key.endsWith('_other') ? FORMS[lang].map((form) => base(key) + form) : [])).sort();
        expect([...other.keys()].sort()).toEqual(expected);
        for (const [key, text] of other) {
          expect(text.trim()).not.toBe('');
          const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
          const englishKey = english.has(key) ? key : `${base(key)}_other`;
          // A form for exactly one may name the number in words instead of {{count}}.
          const strip = (list: string[]) => (key.endsWith('_one') ? list.filter((p) => !/count/.test(p)) : list);
          expect({ key, placeholders: strip(placeholders(text)) }).toEqual({ key, placeholders: strip(placeholders(english.get(englishKey) as string)) });
        }
      });

      it(`${ns}: ${lang} plural texts count with {{count}}`, () => {
        for (const [key, text] of leaves(resources[lang][ns] as Tree)) if (/_(few|many|other)$/.test(key)) expect({ key, count: text.includes('{{count}}') }).toEqual({ key, count: true });
      });
    }
  }

  it('keeps the SPEC texts', () => {
    expect(resources.en.common.maintenance.text).toBe('The server is temporarily unavailable due to maintenance. Please try again later.');
    expect(resources.en.common.validation.emailPatern).toBe('Email address must contain symbol @ and end with the domain name after dot');
    expect(resources.en.common.empty.noRentals).toBe('You have no rented numbers at the moment');
  });
});

describe('pickLanguage', () => {
  it.each([
    ['ru', ['en-US'], 'ru'],
    [null, ['en-GB', 'ru'], 'en'],
    [null, ['de-DE', 'uk-UA'], 'uk'],
    [null, ['de-DE', 'fr'], 'uk'],
    ['xx', ['ru-RU'], 'ru'],
    [undefined, [], 'uk'],
  ])('stored %j, browser %j -> %s', (stored, browser, expected) => expect(pickLanguage(stored, browser)).toBe(expected));
});
