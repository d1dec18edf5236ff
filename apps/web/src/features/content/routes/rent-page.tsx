import { RentalPriceTable } from '../../catalog/components/rental-price-table';
import { RentForm } from '../../rentals/components/rent-form';
import { RentalRules } from '../../rentals/components/rental-rules';
import { RentedNumbers } from '../../rentals/components/rented-numbers';
import { Page } from '../../../components/page';
import { contentCatalogue, keysOf, useContentText } from '../components/content-text';
import { CtaLinks } from '../components/cta-links';
import { ModeComparison } from '../components/mode-comparison';
import '../content.css';

const c = contentCatalogue.rent;
const WHAT = keysOf(c.what.items);
const RESTORE_STEPS = keysOf(c.restore.steps);
const USES = keysOf(c.uses.items);

/** /rent: the long-term rental, its period, extension and restore access. */
export function RentPage() {
  const { text } = useContentText();
  return (
    <Page title={text('rent.title')} lead={text('rent.lead')} wide>
      <CtaLinks secondary="verification" />

      <section className="section">
        <RentForm />
      </section>

      <section className="section">
        <RentalRules />
      </section>

      <section className="section">
        <RentedNumbers />
      </section>

      <section className="section prose" aria-labelledby="rent-what">
        <h2 id="rent-what">{text('rent.what.title')}</h2>
        <ul className="content-list">
          {WHAT.map((item) => (
            <li key={item}>{text(`rent.what.items.${item}`)}</li>
          ))}
        </ul>
      </section>

      <section className="section">
        <RentalPriceTable />
      </section>

      <section className="section prose" aria-labelledby="rent-extend">
        <h2 id="rent-extend">{text('rent.extend.title')}</h2>
        <p>{text('rent.extend.text')}</p>
        <p className="notice notice--info">{text('rent.extend.sim')}</p>
      </section>

      <section className="section prose" aria-labelledby="rent-restore">
        <h2 id="rent-restore">{text('rent.restore.title')}</h2>
        <p>{text('rent.restore.text')}</p>
        <ol className="content-list">
          {RESTORE_STEPS.map((step) => (
            <li key={step}>{text(`rent.restore.steps.${step}`)}</li>
          ))}
        </ol>
      </section>

      <section className="section" aria-labelledby="rent-uses">
        <h2 id="rent-uses">{text('rent.uses.title')}</h2>
        <ul className="content-tags">
          {USES.map((use) => (
            <li key={use}>{text(`rent.uses.items.${use}`)}</li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="rent-comparison">
        <h2 id="rent-comparison">{text('comparison.title')}</h2>
        <p className="muted">{text('comparison.lead')}</p>
        <ModeComparison />
      </section>

      <section className="section">
        <CtaLinks secondary="verification" />
      </section>
    </Page>
  );
}
