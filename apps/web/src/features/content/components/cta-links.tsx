import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session-store';
import { useContentText } from './content-text';

/** The id of the home page's country/carrier/service selection section. */
export const CHOOSE_SECTION_ID = 'choose';

/** The home page's selection section; the home page scrolls to it when the address ends with its hash. */
export const chooseHref = { pathname: paths.home.getHref(), hash: CHOOSE_SECTION_ID };

/**
 * A page's call to action: a guest is invited to register, a logged-in user to choose a service;
 * `secondary` adds a second link.
 */
export function CtaLinks({ secondary }: { secondary?: 'rent' | 'verification' | 'choose' }) {
  const { text } = useContentText();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return (
    <div className="content-cta">
      {isLoggedIn ? (
        <Link className="button" to={chooseHref}>
          {text('cta.choose')}
        </Link>
      ) : (
        <Link className="button" to={paths.register.getHref()}>
          {text('cta.register')}
        </Link>
      )}
      {secondary === 'choose' && !isLoggedIn && (
        <Link className="button button--secondary" to={chooseHref}>
          {text('cta.choose')}
        </Link>
      )}
      {secondary === 'rent' && (
        <Link className="button button--secondary" to={paths.rent.getHref()}>
          {text('cta.rent')}
        </Link>
      )}
      {secondary === 'verification' && (
        <Link className="button button--secondary" to={paths.smsVerification.getHref()}>
          {text('cta.verification')}
        </Link>
      )}
    </div>
  );
}
