import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { profileQueryKey } from '../../../app/session-effects';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { errorText } from '../../../lib/error-text';
import { formatDollars } from '../../../lib/money';

/** Test mode's stand-in for a payment provider: the tester decides whether the payment goes through. */
export function SandboxPaymentPage() {
  const { t, i18n } = useTranslation();
  const { topUpId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const topUps = useQuery({ queryKey: ['payments', 'topups'], queryFn: api.payments.topUps });
  const topUp = topUps.data?.find((item) => item.topUpId === topUpId);
  const settle = useMutation({
    mutationKey: ['payments', 'sandbox'],
    mutationFn: (outcome: 'paid' | 'failed') => api.payments.settleSandbox(topUpId, outcome),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      navigate(result.status === 'paid' ? paths.paymentSuccess.getHref() : paths.paymentFail.getHref(), { replace: true });
    },
  });

  return (
    <Page title={t('account:payment.sandbox.title')} lead={t('account:payment.sandbox.text')}>
      {topUp && (
        <p className="card" data-testid="sandbox-amount">
          {t('account:payment.sandbox.amount', { amount: formatDollars(topUp.amount, i18n.language), method: t(`account:payment.methods.${topUp.method}.name`) })}
        </p>
      )}
      {settle.isError && (
        <p className="notice notice--error" role="alert">
          {errorText(settle.error, t)}
        </p>
      )}
      <p className="sandbox-actions">
        <button type="button" className="button" disabled={settle.isPending} onClick={() => settle.mutate('paid')} data-testid="sandbox-pay">
          {t('account:payment.sandbox.pay')}
        </button>{' '}
        <button type="button" className="button button--secondary" disabled={settle.isPending} onClick={() => settle.mutate('failed')} data-testid="sandbox-fail">
          {t('account:payment.sandbox.fail')}
        </button>
      </p>
    </Page>
  );
}
