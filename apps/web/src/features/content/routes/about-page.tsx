import { Page } from '../../../components/page';
import { contentCatalogue, useContentText } from '../components/content-text';
import { CtaLinks } from '../components/cta-links';
import { TextSections } from '../components/text-sections';
import '../content.css';

/** /about */
export function AboutPage() {
  const { text } = useContentText();
  return (
    <Page title={text('about.title')} lead={text('about.lead')}>
      <div className="prose">
        <TextSections base="about.sections" group={contentCatalogue.about.sections} />
      </div>
      <section className="section">
        <CtaLinks secondary="verification" />
      </section>
    </Page>
  );
}
