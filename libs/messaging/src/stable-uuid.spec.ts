import { stableUuid } from './stable-uuid';

describe('stableUuid', () => {
  it('gives the same v4-shaped id for the same text, and another for other text', () => {
    const id = stableUuid('topup:order-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableUuid('topup:order-1')).toBe(id);
    expect(stableUuid('topup:order-2')).not.toBe(id);
  });
});
