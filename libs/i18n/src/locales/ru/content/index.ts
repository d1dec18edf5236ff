import type { Shape } from '../../../catalog-shape';
import type { content as en } from '../../en/content';
import { docsPage } from './docs-page';
import { helpPages } from './help-pages';
import { homePage } from './home-page';
import { legalPages } from './legal-pages';
import { productPages } from './product-pages';

/** The public pages, section by section (each in its own file). */
export const content: Shape<typeof en> = { ...homePage, ...productPages, ...helpPages, ...legalPages, ...docsPage };
