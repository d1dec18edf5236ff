import { Page } from '../../../components/page';
import { contentLinks } from '../components/content-links';
import { contentCatalogue, keysOf, RichText, useContentText } from '../components/content-text';
import '../content.css';

const QUESTIONS = keysOf(contentCatalogue.faq.items);

/** /frequently-asked-questions: each question opens its answer. */
export function FaqPage() {
  const { text } = useContentText();
  return (
    <Page title={text('faq.title')} lead={<RichText k="faq.lead" components={contentLinks} />}>
      <div className="content-faq">
        {QUESTIONS.map((question) => (
          <details key={question} className="faq-item" id={`faq-${question}`}>
            <summary>{text(`faq.items.${question}.q`)}</summary>
            <p>
              <RichText k={`faq.items.${question}.a`} components={contentLinks} />
            </p>
          </details>
        ))}
      </div>
    </Page>
  );
}
