import { Injectable } from '@nestjs/common';
import { AdminActivationsClient } from '../activations/admin-activations.client';
import { AdminExecutorsClient } from '../admin/admin-executors.client';
import { CatalogClient } from '../catalog/catalog.client';
import { IdentityClient } from '../identity/identity.client';
import { RentalsClient } from '../rentals/rentals.client';
import { HubsClient } from '../smshub/smshub.client';
import { AccountFiguresReader } from '../users/account-figures';

export interface AuditedRequest {
  params: Record<string, string>;
  body: Record<string, unknown>;
}

type Reader = (request: AuditedRequest) => Promise<unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const ids = (body: Record<string, unknown>): string[] => (Array.isArray(body['ids']) ? body['ids'].map(String) : []);

/**
 * "Before" for the audit log: each changed record as its owner shows it just before the
 * change, read with the owner's own admin reads (by the route's template). A route without
 * an entry here is recorded with its request and its answer; its answer shows what it did.
 */
@Injectable()
export class AuditBeforeReaders {
  private readonly readers: Record<string, Reader>;

  constructor(
    identity: IdentityClient,
    figures: AccountFiguresReader,
    catalog: CatalogClient,
    activations: AdminActivationsClient,
    rentals: RentalsClient,
    executors: AdminExecutorsClient,
    hubs: HubsClient,
  ) {
    const user = ({ params }: AuditedRequest) => identity.user(params['id']);
    const offer = async ({ params }: AuditedRequest) => (await catalog.adminServices()).items.find((o) => o._id === params['id']) ?? null;
    const numbers = async ({ body }: AuditedRequest) => (await activations.numbers({})).filter((n) => ids(body).includes(n._id));
    const modes = () => identity.getModes();
    const hub = async ({ params }: AuditedRequest) => (await hubs.list()).find((h) => h._id === params['id']) ?? null;
    this.readers = {
      'POST /admin/users/balance': ({ body }) => figures.of(text(body['userId'])),
      'PATCH /admin/users/:id': user,
      'PATCH /admin/users/limit/:id': user,
      'POST /admin/mode': modes,
      'PATCH /admin/testmode': modes,
      'POST /admin/services/price/:id': offer,
      'DELETE /admin/services/delete/:id': offer,
      'PATCH /admin/services/pattern': async ({ body }) => {
        const offered = (await catalog.adminServices()).items.find((o) => o.service === text(body['service']));
        return offered ? { service: offered.service, pattern: offered.pattern, senders: offered.senders, callDigits: offered.callDigits } : null;
      },
      'POST /admin/services/rental': async ({ body }) =>
        (await catalog.rentalPrices(text(body['country']))).rows.find((r) => r.service === (text(body['service']) || null) && r.periodHours === Number(body['periodHours'])) ?? null,
      'PATCH /admin/services/enabled': () => catalog.salesEnabled(),
      'POST /admin/modems/add': async ({ body }) => (await activations.modems()).find((m) => m.agentId === text(body['agentId']) && m.port === text(body['port'])) ?? null,
      'PATCH /admin/modems/ban/:id': async ({ params }) => (await activations.modems()).find((m) => m._id === params['id']) ?? null,
      'POST /admin/numbers/replace': numbers,
      'POST /admin/numbers/rent': numbers,
      'POST /admin/numbers': numbers,
      'POST /admin/numbers/bancancel/:id': async ({ params }) => (await activations.numbers({})).find((n) => n._id === params['id']) ?? null,
      'PATCH /admin/executors/:id': async ({ params }) => (await executors.list()).find((e) => e._id === params['id']) ?? null,
      'PATCH /admin/executors/:id/enabled': async ({ params }) => (await executors.list()).find((e) => e._id === params['id']) ?? null,
      'DELETE /admin/resells/:id': async ({ params }) => (await executors.resells({ limit: 200 })).items.find((r) => r._id === params['id']) ?? null,
      'PATCH /admin/hubs/:id': hub,
      'PATCH /admin/hubs/:id/enabled': hub,
      'PUT /admin/hubs/:id/offer': hub,
      'POST /admin/rentals/restores/:id/complete': async ({ params }) => (await rentals.adminRestores()).find((r) => r._id === params['id']) ?? null,
    };
  }

  /** The record before the change, or null (a creation, a route without a read, or a read that failed). */
  async before(route: string, request: AuditedRequest): Promise<unknown> {
    const read = this.readers[route];
    if (!read) return null;
    try {
      return await read(request);
    } catch {
      // The change itself will say whether the record exists; the log keeps the request either way.
      return null;
    }
  }
}
