import { Page } from '../../../components/page';
import { PrivacyText } from '../components/legal-texts';
import { useContentText } from '../components/content-text';
import '../content.css';

/** /politics: the privacy policy. */
export function PrivacyPage() {
  const { text } = useContentText();
  return (
    <Page title={text('privacy.title')}>
      <PrivacyText headingLevel={2} />
    </Page>
  );
}
