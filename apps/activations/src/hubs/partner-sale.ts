import type { Activation } from '../activations/activation.entity';

/**
 * A partner's sale (a hub's) holds no money while it runs: the partner pays when it sells,
 * through its own ledger. Its activation carries its own id as the hold id, so settling it
 * tells billing nothing.
 */
export const isPartnerSale = (activation: Pick<Activation, 'id' | 'holdId'>): boolean => activation.holdId === activation.id;

/** Never counted towards a ban: a partner's customers decide its sales, not the partner. */
export const PARTNER_BAN_LIMIT = 1000;

/**
 * The activation outlives the sale's own expiry by a day, so the activations sweeper leaves hub
 * sales alone: only the hub (or our hub worker, at the sale's expiry) ends them.
 */
export const partnerSaleExpiry = (saleExpiresAt: Date): Date => new Date(saleExpiresAt.getTime() + 24 * 60 * 60_000);
