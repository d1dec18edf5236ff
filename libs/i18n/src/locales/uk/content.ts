import type { Shape } from '../../catalog-shape';
import type { content as en } from '../en/content';

export const content: Shape<typeof en> = {};
