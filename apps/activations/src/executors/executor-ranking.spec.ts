import type { Executor } from './executor.entity';
import { Candidate, rank } from './executor-ranking';

const candidate = (name: string, successRate: number, costMicros: number, priority: number): Candidate => ({
  executor: { name, priority } as Executor, quote: { costMicros, count: 1 }, priceMicros: costMicros, successRate,
});

describe('rank', () => {
  it('puts the best success rate first, then the cheaper, then the higher priority', () => {
    const ranked = rank([candidate('cheap', 0.5, 100, 0), candidate('reliable', 0.9, 300, 0), candidate('dear', 0.5, 200, 9), candidate('favoured', 0.5, 100, 5)]);
    expect(ranked.map((c) => c.executor.name)).toEqual(['reliable', 'favoured', 'cheap', 'dear']);
  });
});
