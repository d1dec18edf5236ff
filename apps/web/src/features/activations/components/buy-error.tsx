import { Link } from 'react-router-dom';
import { RefusalNotice, type ExplainRefusal } from '../../../components/refusal-notice';
import { paths } from '../../../config/paths';

const explain: ExplainRefusal = (status, t) => {
  switch (status) {
    case 407:
      return {
        title: t('errors.tooMany'),
        next: (
          <Link to={paths.profileOtp.getHref()} data-testid="buy-open-numbers">
            {t('buy.toNumbers')}
          </Link>
        ),
      };
    case 409:
      return { title: t('errors.noNumbers') };
    case 422:
      return { title: t('errors.unsupported') };
    default:
      return null;
  }
};

/** Why no number was given (SPEC error catalogue), and what to do next. */
export function BuyError({ error }: { error: unknown }) {
  return <RefusalNotice error={error} namespace="activations" testId="buy" explain={explain} />;
}
