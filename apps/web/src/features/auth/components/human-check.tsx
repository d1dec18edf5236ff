import 'altcha';
import 'altcha/i18n/ru';
import 'altcha/i18n/uk';
import type { AltchaWidgetElement } from 'altcha';
import { Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';

export interface HumanCheckHandle {
  /** A solved check is used up by one request: start over with a new challenge. */
  restart: () => void;
}

interface StateDetail {
  state: string;
  payload?: string | null;
}

interface HumanCheckProps {
  /** The base64 payload once the check is solved, null while it is not (again). */
  onPayload: (payload: string | null) => void;
  handle?: Ref<HumanCheckHandle>;
  error?: string;
}

/**
 * The register form's human check: ALTCHA, a proof of work the browser solves against a
 * challenge from GET /users/captcha. It starts solving as soon as it appears.
 */
export function HumanCheck({ onPayload, handle, error }: HumanCheckProps) {
  const { i18n } = useTranslation();
  const widget = useRef<AltchaWidgetElement>(null);
  const report = useRef(onPayload);
  useEffect(() => {
    report.current = onPayload;
  });

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail;
      report.current(state === 'verified' && payload ? payload : null);
    };
    const onVerified = (event: Event) => {
      const { payload } = (event as CustomEvent<StateDetail>).detail;
      if (payload) report.current(payload);
    };
    element.addEventListener('statechange', onState);
    element.addEventListener('verified', onVerified);
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('verified', onVerified);
    };
  }, []);

  useImperativeHandle(
    handle,
    () => ({
      restart: () => {
        report.current(null);
        widget.current?.reset();
        void widget.current?.verify();
      },
    }),
    [],
  );

  return (
    <div className={`human-check${error ? ' human-check--invalid' : ''}`} data-testid="human-check">
      <altcha-widget ref={widget} challenge={api.users.captchaUrl()} language={i18n.language} auto="onload" name="altcha" />
      {error && (
        <div className="field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
