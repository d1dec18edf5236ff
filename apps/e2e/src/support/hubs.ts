import type { HubView } from '@simrelay/contracts';
import { LocalSmsHubHub } from '@simrelay/testing';
import { randomBytes } from 'node:crypto';
import type { System } from './system';

/** What the hub endpoint and a local hub need from the system: hub pushes may reach this machine. */
export const HUB_TEST_ENV = { HUB_ALLOWED_NETWORKS: '127.0.0.0/8' };

export interface ConnectedHub {
  hub: LocalSmsHubHub;
  view: HubView;
}

/** Starts a local SMSHub hub and connects it as an operator would: `POST /admin/hubs` with its key and push URL. */
export async function connectHub(system: System, adminToken: string, offer: { services: string[]; countries: string[]; minPayouts?: Record<string, number> }): Promise<ConnectedHub> {
  const key = `hubkey-${randomBytes(16).toString('hex')}`;
  system.witness.add('hub protocol key', key);
  const hub = await LocalSmsHubHub.start({ agentUrl: `${system.baseUrl}/smshub`, key });
  const added = await system.http.post<HubView>('/admin/hubs', { name: `Hub ${randomBytes(2).toString('hex')}`, protocolKey: key, pushUrl: hub.pushUrl, ...offer }, adminToken);
  if (added.status !== 201) {
    await hub.close();
    throw new Error(`adding the hub failed: ${added.status} ${JSON.stringify(added.body)}`);
  }
  return { hub, view: added.body };
}
