import { FormEvent, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { api } from '../../../lib/api';
import { errorText } from '../../../lib/error-text';
import { usePopup } from '@simrelay/ui';
import { securityKey, securityQueryOptions } from '../api/security-queries';
import { CodeInput } from '../components/code-input';
import { RecoveryCodes } from '../components/recovery-codes';
import { TotpEnrolment } from '../components/totp-enrolment';

/** `security`: the administrator's own second factor (set it up, new recovery codes) and session rules. */
export function SecurityPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const show = usePopup((s) => s.show);
  const status = useQuery(securityQueryOptions());
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKey });
  const data = status.data;

  const replaceCodes = (event: FormEvent) => {
    event.preventDefault();
    api.admin.replaceRecoveryCodes(code).then(
      ({ recoveryCodes }) => {
        setCode('');
        setCodes(recoveryCodes);
        show('success', t('security.codesReplaced'));
      },
      (error: unknown) => {
        setCode('');
        show('error', errorText(error, t));
      },
    );
  };

  return (
    <section className="page">
      <h1 className="page__title">{t('security.title')}</h1>
      <QueryState query={status} />
      {data && (
        <div className="card" data-testid="security-status">
          <p>
            {t('security.totp')}:{' '}
            <span className={`badge ${data.totpEnabled ? 'badge--ok' : 'badge--warn'}`} data-testid="totp-state">
              {data.totpEnabled ? t('security.on') : t('security.off')}
            </span>{' '}
            {data.totpRequired && <span className="muted">{t('security.required')}</span>}
          </p>
          {data.totpEnabled && <p data-testid="codes-left">{t('security.codesLeft', { count: data.recoveryCodesLeft })}</p>}
          <p className="muted">{t('security.idle', { minutes: Math.round(data.idleTimeoutSeconds / 60) })}</p>
        </div>
      )}
      {codes && (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            void refresh();
          }}
        />
      )}
      {data && !data.totpEnabled && !codes && !enrolling && (
        <button type="button" className="button" onClick={() => setEnrolling(true)} data-testid="totp-setup">
          {t('security.setUp')}
        </button>
      )}
      {data && !data.totpEnabled && !codes && enrolling && (
        <div className="card">
          <TotpEnrolment
            start={() => api.admin.startTotp()}
            confirm={async (value) => {
              const confirmed = await api.admin.confirmTotp(value);
              setEnrolling(false);
              setCodes(confirmed.recoveryCodes);
              show('success', t('security.enrolled'));
            }}
          />
        </div>
      )}
      {data?.totpEnabled && !codes && (
        <form className="card toolbar" onSubmit={replaceCodes} data-testid="replace-codes">
          <p className="muted">{t('security.replaceIntro')}</p>
          <CodeInput value={code} onChange={setCode} testId="replace-codes-code" />
          <button type="submit" className="button button--small" disabled={code.length !== 6} data-testid="replace-codes-submit">
            {t('security.replaceCodes')}
          </button>
        </form>
      )}
    </section>
  );
}
