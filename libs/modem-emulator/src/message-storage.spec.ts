import { AtFailure } from './at-error';
import { MessageStorage } from './message-storage';

const message = (pdu: string) => ({ status: 0 as const, pdu, length: 1 });

describe('MessageStorage', () => {
  it('fills the first free slot and reports used/total per storage', () => {
    const storage = new MessageStorage({ SM: 2, ME: 3 }, 1);
    expect(storage.add('SM', message('A'))).toBe(1);
    expect(storage.add('SM', message('B'))).toBe(2);
    expect(storage.add('SM', message('C'))).toBeNull();
    storage.delete('SM', 1);
    expect(storage.add('SM', message('D'))).toBe(1);
    expect([storage.used('SM'), storage.total('SM'), storage.used('ME'), storage.total('ME')]).toEqual([2, 2, 0, 3]);
  });

  it("numbers 'MT' as the SIM's slots followed by the modem memory's", () => {
    const storage = new MessageStorage({ SM: 2, ME: 2 }, 0);
    expect(['A', 'B', 'C'].map((pdu) => storage.add('MT', message(pdu)))).toEqual([0, 1, 2]);
    expect(storage.list('ME')).toEqual([{ index: 0, message: message('C') }]);
    expect(storage.get('MT', 2)?.pdu).toBe('C');
    expect(storage.total('MT')).toBe(4);
    storage.delete('MT', 2);
    expect(storage.used('ME')).toBe(0);
  });

  it('refuses an index outside the storage with +CMS ERROR 321, an empty slot reads as nothing', () => {
    const storage = new MessageStorage({ SM: 2, ME: 2 }, 1);
    expect(storage.get('SM', 2)).toBeUndefined();
    expect(() => storage.get('SM', 0)).toThrow(AtFailure);
    expect(() => storage.delete('SM', 3)).toThrow(expect.objectContaining({ error: { cms: 321 } }));
  });
});
