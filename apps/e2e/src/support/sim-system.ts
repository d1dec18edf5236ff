import { Client } from 'pg';
import { adminToken } from './accounts';
import { AgentReports, TestSim } from './agent-reports';
import { waitForSims } from './inventory';
import { startSystem, SystemOptions } from './system';

/**
 * The backend with SIMs in its inventory, reported the way an agent reports them, plus what
 * the activation tests use beside it: an admin token (to fund users) and the database.
 */
export async function startSystemWithSims(sims: TestSim[], options: SystemOptions = {}) {
  const system = await startSystem(options);
  const admin = await adminToken(system);
  const agent = await AgentReports.connect(system.natsUrl, system.namespace);
  const db = new Client({ connectionString: system.databaseUrl });
  await db.connect();
  await agent.status(sims);
  await waitForSims(db, sims.length);
  return {
    system,
    admin,
    agent,
    db,
    /** Credits a user through the back office. */
    fund: (userId: string, amount: number) => system.http.post('/admin/users/balance', { userId, amount, reason: 'test funds' }, admin),
    async stop() {
      await agent.close();
      await db.end();
      await system.stop();
    },
  };
}

export type SystemWithSims = Awaited<ReturnType<typeof startSystemWithSims>>;
