import { listOrdering } from './list-order';

const columns = { createdAt: 'a.created_at', number: 'a.number', id: 'a.id' } as const;
const fallback = { sort: 'createdAt', order: 'desc' } as const;

describe('listOrdering', () => {
  it('keeps the default order, with the tiebreaker in the same direction', () => {
    const ordering = listOrdering(columns, {}, fallback, 'a.id');
    expect(ordering.sql).toBe('a.created_at DESC, a.id DESC');
    expect(ordering.condition).toEqual({ 'a.created_at': 'DESC', 'a.id': 'DESC' });
  });

  it('sorts by the requested field, ascending unless told otherwise', () => {
    expect(listOrdering(columns, { sort: 'number' }, fallback, 'a.id').sql).toBe('a.number ASC, a.id ASC');
    expect(listOrdering(columns, { sort: 'number', order: 'desc' }, fallback, 'a.id').sql).toBe('a.number DESC, a.id DESC');
    expect(listOrdering(columns, { order: 'asc' }, fallback, 'a.id').sql).toBe('a.created_at ASC, a.id ASC');
  });

  it('names the tiebreaker once when it is the sort field', () => {
    expect(listOrdering(columns, { sort: 'id', order: 'desc' }, fallback, 'a.id').terms).toEqual([{ column: 'a.id', direction: 'DESC' }]);
  });

  it('never puts a name outside the map into the SQL', () => {
    const hostile = listOrdering(columns, { sort: 'constructor' as 'number' }, fallback, 'a.id');
    expect(hostile.sql).toBe('a.created_at ASC, a.id ASC');
    expect(listOrdering(columns, { sort: '1; DROP TABLE x' as 'number' }, fallback, 'a.id').sql).not.toContain('DROP');
  });
});
