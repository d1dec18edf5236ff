import { Page } from '../../../components/page';
import { TermsText } from '../components/legal-texts';
import { useContentText } from '../components/content-text';
import '../content.css';

/** /terms */
export function TermsPage() {
  const { text } = useContentText();
  return (
    <Page title={text('terms.title')}>
      <TermsText headingLevel={2} />
    </Page>
  );
}
