import type { Shape } from '../../catalog-shape';
import type { account as en } from '../en/account';

export const account: Shape<typeof en> = {};
