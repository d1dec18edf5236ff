import { useState } from 'react';
import type { AdminSessionResponse } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { RecoveryCodes } from '../../security/components/recovery-codes';
import { TotpEnrolment } from '../../security/components/totp-enrolment';
import { useSignIn } from '../api/login';

/** Two-factor authentication is required and not set up: set it up now, note the recovery codes, then in. */
export function RequiredEnrolment({ challenge }: { challenge: string }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [done, setDone] = useState<{ session: AdminSessionResponse; codes: string[] } | null>(null);
  if (done) return <RecoveryCodes codes={done.codes} onDone={() => signIn(done.session)} />;
  return (
    <>
      <p className="notice notice--info">{t('login.enrolRequired')}</p>
      <TotpEnrolment
        start={() => api.admin.startEnrolment(challenge)}
        confirm={async (code) => {
          const { recoveryCodes, ...session } = await api.admin.confirmEnrolment(challenge, code);
          setDone({ session, codes: recoveryCodes });
        }}
      />
    </>
  );
}
