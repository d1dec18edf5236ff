import { QueryState as SharedQueryState, type QueryLike } from '@simrelay/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';

/** The shared loading and failure notice, in the web app's words (or the page's own message). */
export function QueryState({ query, errorMessage }: { query: QueryLike; errorMessage?: string }) {
  const { t } = useTranslation();
  return <SharedQueryState query={query} describe={(error) => errorMessage ?? errorText(error, t)} />;
}
