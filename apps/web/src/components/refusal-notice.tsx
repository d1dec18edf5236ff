import { ApiError } from '@simrelay/api-client';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { errorText } from '../lib/error-text';

export interface Refusal {
  title: string;
  next?: ReactNode;
}

/** What a paid call's own statuses mean (SPEC error catalogue); null leaves the status to the common answers. */
export type ExplainRefusal = (status: number, t: TFunction, error: unknown) => Refusal | null;

/** Not enough money and a ban are answered alike wherever money is spent: what happened and what to do next. */
function commonRefusal(status: number, t: TFunction, testId: string): Refusal | null {
  if (status === 402)
    return {
      title: t('common:errors.insufficientBalance'),
      next: (
        <>
          <p>{t('errors.insufficientText')}</p>
          <Link className="button" to={paths.payment.getHref()} data-testid={`${testId}-top-up`}>
            {t('errors.topUp')}
          </Link>
        </>
      ),
    };
  if (status === 403)
    return {
      title: t('common:ban.title'),
      next: (
        <>
          <p>{t('common:ban.text')}</p>
          <a className="button" href={env.supportUrl} target="_blank" rel="noreferrer">
            {t('common:ban.support')}
          </a>
        </>
      ),
    };
  return null;
}

/** Why a purchase or a rental payment was refused, in the words of the page's namespace. */
export function RefusalNotice({ error, namespace, testId, explain }: { error: unknown; namespace: string; testId: string; explain: ExplainRefusal }) {
  const { t } = useTranslation(namespace);
  const status = error instanceof ApiError ? error.status : -1;
  const refusal = explain(status, t, error) ?? commonRefusal(status, t, testId) ?? { title: errorText(error, t) };
  return (
    <div className={`notice notice--error ${testId}__error`} role="alert" data-testid={`${testId}-error`} data-status={status}>
      <strong>{refusal.title}</strong>
      {refusal.next}
    </div>
  );
}
