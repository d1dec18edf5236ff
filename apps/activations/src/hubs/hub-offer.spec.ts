import { operatorMapOf } from './hub-offer.service';

const rows = [
  { country: 'DE', carrier: 'o2-de', service: 'tg', n: 3 },
  { country: 'DE', carrier: 'vodafone-de', service: 'tg', n: 2 },
  { country: 'DE', carrier: 'vodafone-de', service: 'wa', n: 1 },
  { country: 'DE', carrier: null, service: 'tg', n: 1 },
];

describe('operatorMapOf', () => {
  it('lists each carrier with zeros for services it has none of, and `any` as the total', () => {
    expect(operatorMapOf(['tg', 'wa'], rows, 'both')).toEqual({
      'o2-de': { tg: 3, wa: 0 },
      'vodafone-de': { tg: 2, wa: 1 },
      any: { tg: 6, wa: 1 },
    });
  });

  it('gives carriers alone or `any` alone when the hub wants one or the other', () => {
    expect(operatorMapOf(['tg', 'wa'], rows, 'each')).toEqual({ 'o2-de': { tg: 3, wa: 0 }, 'vodafone-de': { tg: 2, wa: 1 } });
    expect(operatorMapOf(['tg', 'wa'], rows, 'any')).toEqual({ any: { tg: 6, wa: 1 } });
  });

  it('offers zeros when nothing is free', () => {
    expect(operatorMapOf(['tg'], [], 'both')).toEqual({ any: { tg: 0 } });
  });
});
