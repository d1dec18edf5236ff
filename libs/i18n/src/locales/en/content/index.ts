import { docsPage } from './docs-page';
import { helpPages } from './help-pages';
import { homePage } from './home-page';
import { legalPages } from './legal-pages';
import { productPages } from './product-pages';

/**
 * The public pages: home, products, help, legal texts, contacts and API documentation.
 * Markup tags such as `<support>…</support>` become links; `{{brand}}` and `{{email}}` come from configuration.
 */
export const content = { ...homePage, ...productPages, ...helpPages, ...legalPages, ...docsPage };
