import { Page } from '../../../components/page';
import { contentCatalogue, useContentText } from '../components/content-text';
import { TextSections } from '../components/text-sections';
import '../content.css';

/** /refund: the refund policy. */
export function RefundPage() {
  const { text } = useContentText();
  return (
    <Page title={text('refund.title')} lead={text('refund.lead')}>
      <div className="prose">
        <TextSections base="refund.sections" group={contentCatalogue.refund.sections} />
      </div>
    </Page>
  );
}
