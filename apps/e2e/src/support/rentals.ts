import { ActivationsEvents, AdminNumberView, RentalsSubjects, RentalView } from '@simrelay/contracts';
import { MessagingContext } from '@simrelay/messaging';
import { consumerSettled } from '@simrelay/testing';
import type { Account } from './accounts';
import type { TestSim } from './agent-reports';
import type { System } from './system';

export const DAY_MS = 86_400_000;

/** The back office marks these SIMs for long-term rental only; resolves with their inventory ids. */
export async function markForRent(system: System, admin: string, sims: TestSim[]): Promise<string[]> {
  const listed = await system.http.get<{ items: AdminNumberView[] } | AdminNumberView[]>('/admin/numbers', admin);
  const items = Array.isArray(listed.body) ? listed.body : listed.body.items;
  const ids = sims.map((sim) => items.find((n) => n.iccid === sim.iccid)?._id).filter((id): id is string => !!id);
  if (ids.length !== sims.length) throw new Error(`only ${ids.length} of ${sims.length} SIMs are in the inventory`);
  const marked = await system.http.post('/admin/numbers/rent', { ids, rent: true }, admin);
  if (marked.status !== 200) throw new Error(`marking for rent failed: ${JSON.stringify(marked.body)}`);
  return ids;
}

/** Rentals as a renter calls them on the web app's routes. */
export function rentalCalls(system: System) {
  return {
    rent: (account: Account, body: object, key?: string) =>
      system.http.request<RentalView>('POST', '/numbers/rent', { body, token: account.token, headers: key ? { 'idempotency-key': key } : {} }),
    profile: async (account: Account) => (await system.http.get<RentalView[]>('/numbers/profile', account.token)).body,
    get: (account: Account, id: string | number) => system.http.get<RentalView>(`/api/rentals/${id}`, account.apiKey),
    extend: (account: Account, id: string, periodHours: number, key?: string) =>
      system.http.request<RentalView>('POST', `/numbers/rental/extend/${id}`, { body: { periodHours }, token: account.token, headers: key ? { 'idempotency-key': key } : {} }),
    finish: (account: Account, id: string) => system.http.get<RentalView>(`/numbers/rental/deactivate/${id}`, account.token),
    restore: (account: Account, id: string, key?: string) =>
      system.http.request<RentalView>('GET', `/numbers/restore/${id}`, { token: account.token, headers: key ? { 'idempotency-key': key } : {} }),
    activate: (account: Account, id: string) => system.http.get<RentalView>(`/numbers/activate/${id}`, account.token),
  };
}

/** Moves the rentals' clock forward (their TEST_CLOCK) and waits for a sweep that saw it. */
export async function advanceRentalsClock(system: System, ms: number): Promise<void> {
  const messaging = await MessagingContext.connect({ service: 'e2e', natsUrl: system.natsUrl, namespace: system.namespace });
  try {
    await messaging.rpc.request(RentalsSubjects.testAdvanceClock, { ms }, 30_000);
  } finally {
    await messaging.close();
  }
}

/** Every message on a leased SIM published so far was judged by rentals (delivered or kept back). */
export async function rentalsJudged(system: System): Promise<void> {
  const messaging = await MessagingContext.connect({ service: 'e2e', natsUrl: system.natsUrl, namespace: system.namespace });
  try {
    await consumerSettled(messaging.jsm, messaging.namespace.name(ActivationsEvents.stream), messaging.namespace.name('rentals-lease-messages')); // rentals' durable on activations' events
  } finally {
    await messaging.close();
  }
}
