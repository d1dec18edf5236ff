import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ServicePicker } from '../../catalog/components/service-picker';
import { paths } from '../../../config/paths';
import { contentLinks } from '../components/content-links';
import { contentCatalogue, keysOf, RichText, useContentText, useDocumentTitle } from '../components/content-text';
import { CHOOSE_SECTION_ID, CtaLinks } from '../components/cta-links';
import { ModeComparison } from '../components/mode-comparison';
import '../content.css';

const POINTS = keysOf(contentCatalogue.home.hero.points);
const STEPS = keysOf(contentCatalogue.home.how.steps);
const ADVANTAGES = keysOf(contentCatalogue.home.advantages.items);

export function HomePage() {
  const { text } = useContentText();
  const { hash } = useLocation();
  useDocumentTitle(text('home.documentTitle'));

  // A link to /#choose from another page lands here: bring the selection area into view.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <section className="hero content-hero">
        <div className="container">
          <h1>{text('home.hero.title')}</h1>
          <p>{text('home.hero.lead')}</p>
          <CtaLinks secondary="choose" />
          <ul className="content-hero__points">
            {POINTS.map((point) => (
              <li key={point}>{text(`home.hero.points.${point}`)}</li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container">
        <section id={CHOOSE_SECTION_ID} className="section content-anchor">
          <ServicePicker />
        </section>

        <section className="section" aria-labelledby="home-how">
          <h2 id="home-how">{text('home.how.title')}</h2>
          <ol className="steps">
            {STEPS.map((step) => (
              <li key={step}>
                <h3 className="content-step-title">{text(`home.how.steps.${step}.title`)}</h3>
                <p>{text(`home.how.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="section" aria-labelledby="home-advantages">
          <h2 id="home-advantages">{text('home.advantages.title')}</h2>
          <ul className="grid content-cards content-cards--wide">
            {ADVANTAGES.map((item) => (
              <li key={item} className="card">
                <h3>{text(`home.advantages.items.${item}.title`)}</h3>
                <p>{text(`home.advantages.items.${item}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="section" aria-labelledby="home-comparison">
          <h2 id="home-comparison">{text('comparison.title')}</h2>
          <p className="muted">{text('comparison.lead')}</p>
          <ModeComparison />
          <p className="content-links-row">
            <Link to={paths.smsVerification.getHref()}>{text('cta.moreVerification')}</Link>
            <Link to={paths.rent.getHref()}>{text('cta.moreRent')}</Link>
          </p>
        </section>

        <section className="section" aria-labelledby="home-more">
          <div className="card card--soft">
            <h2 id="home-more" className="content-card-title">
              {text('home.more.title')}
            </h2>
            <p>
              <RichText k="home.more.text" components={contentLinks} />
            </p>
          </div>
        </section>
      </div>
    </>
  );
}
