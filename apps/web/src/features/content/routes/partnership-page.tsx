import { Page } from '../../../components/page';
import { env } from '../../../config/env';
import { contentCatalogue, useContentText } from '../components/content-text';
import { TextSections } from '../components/text-sections';
import '../content.css';

/** /partnership: resellers and SIM-bank owners. */
export function PartnershipPage() {
  const { text } = useContentText();
  return (
    <Page title={text('partnership.title')} lead={text('partnership.lead')}>
      <div className="prose">
        <TextSections base="partnership.sections" group={contentCatalogue.partnership.sections} />
      </div>
      <p className="content-cta">
        <a className="button" href={env.supportUrl} target="_blank" rel="noreferrer">
          {text('cta.support')}
        </a>
      </p>
    </Page>
  );
}
