import fc from 'fast-check';
import { normalizeText } from './text-normalization';

/** Fixed seed: the same texts on every run. */
const RUNS = { seed: 20261126, numRuns: 500 };

/** The full normalisation of `text`: an invisible character in front takes it off the ASCII path, and is removed by it. */
const everyStep = (text: string) => normalizeText(`\u200B${text}`);

describe('normalizeText', () => {
  it('gives plain ASCII back as it is, as the full normalisation would', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) }), (text) => {
        expect(normalizeText(text)).toBe(text);
        expect(everyStep(text)).toBe(text);
      }),
      RUNS,
    );
  });

  it('still normalises anything beyond ASCII', () => {
    expect(normalizeText('Code\u00A0\uFF11\uFF12\u2013\u0663\u0664 for\u200B you')).toBe('Code 12-34 for you');
    expect(normalizeText('e\u0301')).toBe('\u00E9');
  });
});
