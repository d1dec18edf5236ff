import { RENTAL_RULES } from '@simrelay/contracts/rental-rules';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';

/** The rules a renter must know before paying, from the same constants the rentals service applies. */
export function RentalRules() {
  const { t } = useTranslation('rentals');
  const money = useMoney();
  const items = [
    t('rules.codesOnly'),
    t('rules.services'),
    t('rules.extend', { days: RENTAL_RULES.reserveDays }),
    t('rules.refund', { minutes: RENTAL_RULES.refundMinutes }),
    t('rules.restore', { price: money(RENTAL_RULES.restoreMicros / 1_000_000), window: RENTAL_RULES.windowMinutes }),
  ];
  return (
    <section className="card card--soft rent-rules" aria-labelledby="rent-rules-title" data-testid="rent-rules">
      <h2 id="rent-rules-title">{t('rules.title')}</h2>
      <ul className="content-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
