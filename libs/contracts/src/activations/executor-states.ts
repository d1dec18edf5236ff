/*
 * The executors' names and states, apart from their validated commands so the browser apps
 * can import them (`@simrelay/contracts/executor-states`) without class-validator.
 */

/**
 * Executors: who fulfils an activation. Our own rack is `own`; an upstream provider is
 * configured by an administrator and bought from when our pool has no number (or when the
 * administrator routes a service/country to it). Each upstream purchase is a resell.
 */
export const OWN_EXECUTOR = 'own';
export const EXECUTOR_KINDS = ['sms-activate', '5sim'] as const;
export type ExecutorKind = (typeof EXECUTOR_KINDS)[number];
/** Our sale price: the upstream cost plus a margin (percent), or a fixed price. */
export const SALE_RULES = ['margin', 'fixed'] as const;
export type SaleRule = (typeof SALE_RULES)[number];

/**
 * waiting: bought, no code yet; received: the code reached the buyer; finishing: ended with a
 * code, upstream not told yet; cancelling: ended without a code on our side, waiting for the
 * upstream to confirm (the buyer's hold stays until it does); finished, cancelled: the upstream
 * agreed; late: a code came upstream after our side had ended it (recorded for operators, the
 * buyer not charged); removed: an operator removed it.
 */
export const RESELL_STATES = ['waiting', 'received', 'finishing', 'cancelling', 'finished', 'cancelled', 'late', 'removed'] as const;
export type ResellState = (typeof RESELL_STATES)[number];
export const OPEN_RESELL_STATES: readonly ResellState[] = ['waiting', 'received', 'finishing', 'cancelling'];
