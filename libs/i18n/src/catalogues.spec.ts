import { pickLanguage } from './language';
import { NAMESPACES, resources } from './resources';

type Tree = { [key: string]: string | Tree };

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

    for (const lang of ['ru', 'uk'] as const) {
      it(`${ns}: ${lang} has exactly the English keys, none empty, same placeholders`, () => {
        const other = leaves(resources[lang][ns] as Tree);
        expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of other) {
          expect(text.trim()).not.toBe('');
          const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
          expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english.get(key) as string) });
        }
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
