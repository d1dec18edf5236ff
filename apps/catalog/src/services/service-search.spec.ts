import type { ServiceOffer } from '@simrelay/contracts';
import { searchServices } from './service-search';

const offer = (code: string, name: string): ServiceOffer => ({ _id: code, code, name, icon: '', price: 0.1, count: 0 });
const items = [offer('tg', 'Telegram'), offer('wa', 'WhatsApp'), offer('go', 'Google, YouTube, Gmail'), offer('am', 'Amazon'), offer('ot', 'Any other'), offer('ya', 'Yandex')];
const codes = (search?: string) => searchServices(items, search).map((s) => s.code);

describe('searchServices', () => {
  it('returns everything for an empty search', () => expect(codes('')).toHaveLength(items.length));
  it('is case-insensitive and ranks prefixes before substrings', () => {
    expect(codes('TELE')).toEqual(['tg']);
    expect(codes('a')).toEqual(['am', 'ot', 'go', 'tg', 'wa', 'ya']);
  });
  it('matches words inside names and short codes', () => {
    expect(codes('youtube')).toEqual(['go']);
    expect(codes('wa')).toEqual(['wa']);
    expect(codes('gram')).toEqual(['tg']);
  });
  it('says nothing found with an empty list', () => expect(codes('zzz')).toEqual([]));
});
