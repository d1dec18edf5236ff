import { healthReport } from './health-report';

describe('healthReport', () => {
  it('is ok when every probe answers', async () => {
    expect(await healthReport('svc', { database: async () => [{ '?column?': 1 }], nats: () => true })).toEqual({
      service: 'svc', ok: true, checks: { database: true, nats: true },
    });
  });

  it('marks a probe that throws or answers false, and the service, down', async () => {
    const report = await healthReport('svc', { database: async () => Promise.reject(new Error('down')), nats: () => false, redis: async () => 'PONG' });
    expect(report).toEqual({ service: 'svc', ok: false, checks: { database: false, nats: false, redis: true } });
  });
});
