import { Page } from '../../../components/page';
import { contentLinks } from '../components/content-links';
import { contentCatalogue, keysOf, RichText, useContentText } from '../components/content-text';
import { CtaLinks } from '../components/cta-links';
import { ModeComparison } from '../components/mode-comparison';
import '../content.css';

const c = contentCatalogue.sms;
const STEPS = keysOf(c.how.steps);
const RULES = keysOf(c.rules.items);
const ACTIONS = keysOf(c.actions.items);
const LIMITS = keysOf(c.limits.items);
const TIPS = keysOf(c.tips.items);

/** /sms-verification: the one-time activation in depth. */
export function SmsVerificationPage() {
  const { text } = useContentText();
  return (
    <Page title={text('sms.title')} lead={text('sms.lead')} wide>
      <CtaLinks secondary="rent" />

      <section className="section" aria-labelledby="sms-how">
        <h2 id="sms-how">{text('sms.how.title')}</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step}>
              <h3 className="content-step-title">{text(`sms.how.steps.${step}.title`)}</h3>
              <p>{text(`sms.how.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section prose" aria-labelledby="sms-rules">
        <h2 id="sms-rules">{text('sms.rules.title')}</h2>
        <ul className="content-list">
          {RULES.map((rule) => (
            <li key={rule}>{text(`sms.rules.items.${rule}`)}</li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="sms-actions">
        <h2 id="sms-actions">{text('sms.actions.title')}</h2>
        <ul className="grid content-cards">
          {ACTIONS.map((action) => (
            <li key={action} className="card">
              <h3>{text(`sms.actions.items.${action}.title`)}</h3>
              <p>{text(`sms.actions.items.${action}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section prose" aria-labelledby="sms-calls">
        <h2 id="sms-calls">{text('sms.calls.title')}</h2>
        <p>{text('sms.calls.text')}</p>
      </section>

      <section className="section prose" aria-labelledby="sms-limits">
        <h2 id="sms-limits">{text('sms.limits.title')}</h2>
        <ul className="content-list">
          {LIMITS.map((limit) => (
            <li key={limit}>{text(`sms.limits.items.${limit}`)}</li>
          ))}
        </ul>
      </section>

      <section className="section prose" aria-labelledby="sms-tips">
        <h2 id="sms-tips">{text('sms.tips.title')}</h2>
        <ul className="content-list">
          {TIPS.map((tip) => (
            <li key={tip}>
              <RichText k={`sms.tips.items.${tip}`} components={contentLinks} />
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="sms-comparison">
        <h2 id="sms-comparison">{text('comparison.title')}</h2>
        <p className="muted">{text('comparison.lead')}</p>
        <ModeComparison />
      </section>

      <section className="section">
        <CtaLinks secondary="rent" />
      </section>
    </Page>
  );
}
