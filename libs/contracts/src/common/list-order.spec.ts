import type { ClassConstructor } from 'class-transformer';
import { AdminActivationsQuery, AdminMessagesQuery } from '../activations/activations.commands';
import { AdminResellsQuery } from '../activations/executors';
import { AdminLedgerQuery } from '../billing/billing-admin';
import { DomainError } from '../errors/domain-error';
import { ErrorCode } from '../errors/error-codes';
import { AdminHubPushesQuery, AdminHubSalesQuery } from '../hubs/hubs.commands';
import { AuditListQuery } from '../identity/admin-security';
import { ListUsersQuery } from '../identity/identity.commands';
import { AdminRentalsQuery } from '../rentals/rentals.commands';
import { validateMessage } from '../validation/validate-message';
import { WebhookDeliveriesQuery } from '../webhooks/webhook-deliveries';

const userId = '2f1d8c1e-7c1a-4d2b-9c3e-5a6b7c8d9e0f';

/** Each admin list query, a field it sorts by, and what else it needs. */
const LISTS: Array<{ name: string; type: ClassConstructor<object>; field: string; base: object }> = [
  { name: 'users', type: ListUsersQuery, field: 'email', base: {} },
  { name: 'messages', type: AdminMessagesQuery, field: 'receivedAt', base: {} },
  { name: 'activations', type: AdminActivationsQuery, field: 'executor', base: {} },
  { name: 'rentals', type: AdminRentalsQuery, field: 'orderNumber', base: {} },
  { name: 'ledger', type: AdminLedgerQuery, field: 'amount', base: { userId } },
  { name: 'deliveries', type: WebhookDeliveriesQuery, field: 'attempts', base: { userId } },
  { name: 'audit', type: AuditListQuery, field: 'admin', base: {} },
  { name: 'resells', type: AdminResellsQuery, field: 'cost', base: {} },
  { name: 'hub sales', type: AdminHubSalesQuery, field: 'orderNumber', base: {} },
  { name: 'hub pushes', type: AdminHubPushesQuery, field: 'attempts', base: {} },
];

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('accepted');
}

describe.each(LISTS)('the $name list query', ({ type, field, base }) => {
  it('takes one of its fields and an order', async () => {
    await expect(validateMessage(type, { ...base, sort: field, order: 'desc' })).resolves.toMatchObject({ sort: field, order: 'desc' });
    await expect(validateMessage(type, { ...base })).resolves.not.toHaveProperty('sort', expect.anything());
  });

  it('refuses a field outside its allow-list with the validation error', async () => {
    for (const sort of ['password_hash', 'id; DROP TABLE users', '', 'EMAIL']) {
      const error = await refusal(validateMessage(type, { ...base, sort }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error.code).toBe(ErrorCode.Invalid);
      expect(error.message).toBe('Missing or invalid request parameters');
      expect(error.fields).toEqual({ sort: 'format' });
    }
  });

  it('refuses an order other than asc or desc', async () => {
    const error = await refusal(validateMessage(type, { ...base, sort: field, order: 'up' }));
    expect(error.fields).toEqual({ order: 'format' });
  });
});
