import { paths } from '../../../config/paths';

/** The id of the open numbers' section, for links to it on the same page. */
export const CURRENT_NUMBERS_ID = 'current-numbers';

/** The home page's country/carrier/service picker (its section's id is `choose`). */
export const pickerHref = { pathname: paths.home.getHref(), hash: 'choose' };
export const pickerUrl = `${pickerHref.pathname}#${pickerHref.hash}`;
