import { QueryState as SharedQueryState, type QueryLike } from '@simrelay/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';

/** The shared loading and failure notice, with the server's message as the SPEC asks for admin calls. */
export function QueryState({ query }: { query: QueryLike }) {
  const { t } = useTranslation();
  return <SharedQueryState query={query} describe={(error) => errorText(error, t)} />;
}
