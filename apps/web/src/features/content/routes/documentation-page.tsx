import { FIVESIM_ENDPOINTS, SMS_ACTIVATE_ACTIONS } from '@simrelay/contracts/compat-protocols';
import { Page } from '../../../components/page';
import { env } from '../../../config/env';
import { OPENAPI_PATH, useOpenApi } from '../api/get-openapi';
import { ApiEndpoint, endpointId } from '../components/api-endpoint';
import { CodeSample } from '../components/code-sample';
import { contentLinks } from '../components/content-links';
import { contentCatalogue, ContentKey, keysOf, RichText, useContentText } from '../components/content-text';
import { endpointsOf } from '../components/openapi-types';
import '../content.css';

const c = contentCatalogue.docs;
const ERROR_FIELDS = keysOf(c.errors.fields);
const ERROR_CODES = keysOf(c.errors.codes);
const SA_DIFFERENCES = keysOf(c.smsActivate.differences);
const FIVESIM_DIFFERENCES = keysOf(c.fivesim.differences);

/** The sections in page order; each is linked from the table of contents. */
const SECTIONS = ['start', 'auth', 'endpoints', 'limits', 'errors', 'retries', 'webhook', 'smsActivate', 'fivesim'] as const satisfies readonly (keyof typeof c)[];

const sectionId = (section: (typeof SECTIONS)[number]) => `api-${section}`;

const WEBHOOK_REPLY = `HTTP/1.1 200 OK
Content-Type: application/json

{"status": "success"}`;

/** The fields of a webhook body, with their types (`docs.webhook.body.types`), in the catalogue's order. */
const WEBHOOK_FIELDS = keysOf(c.webhook.body.fields);
const WEBHOOK_FIELD_TYPES = {
  type: 'string',
  deliveryId: 'string',
  activationId: 'string',
  number: 'string',
  service: 'string',
  sender: 'nullableString',
  text: 'string',
  code: 'nullableString',
  receivedAt: 'string',
  balance: 'number',
} as const satisfies Record<(typeof WEBHOOK_FIELDS)[number], keyof typeof c.webhook.body.types>;

/** The headers every webhook request carries (see WebhookHeaders in the contracts). */
const WEBHOOK_HEADERS = {
  signature: 'X-SimRelay-Signature',
  delivery: 'X-SimRelay-Delivery',
  attempt: 'X-SimRelay-Attempt',
} as const satisfies Record<keyof typeof c.webhook.headers.items, string>;
const WEBHOOK_HEADER_KEYS = keysOf(WEBHOOK_HEADERS);
const WEBHOOK_STEPS = keysOf(c.webhook.verify.steps);

const WEBHOOK_BODY = `{
  "type": "sms",
  "deliveryId": "3f0d9c1e-6b7a-4c2e-9f51-2a8d4e7b1c60",
  "activationId": "9b2e4f70-1c3d-4a5b-8e6f-7d0a1b2c3d4e",
  "number": "+447700900123",
  "service": "tg",
  "sender": "Telegram",
  "text": "Telegram code 41852. Do not give this code to anyone.",
  "code": "41852",
  "receivedAt": "2026-01-15T09:30:10.000Z",
  "balance": 19.5
}`;

const WEBHOOK_HEADERS_EXAMPLE = `Content-Type: application/json
X-SimRelay-Signature: t=1768469412,v1=7bafeb21b3d9fa65f53e195176df18757238ed8f64b0a5a4eb541996656480b5
X-SimRelay-Delivery: 3f0d9c1e-6b7a-4c2e-9f51-2a8d4e7b1c60
X-SimRelay-Attempt: 1`;

const WEBHOOK_HANDLER = `const crypto = require('node:crypto');
const express = require('express');

// whsec_... from the API page of your profile.
const SECRET = process.env.SIMRELAY_WEBHOOK_SECRET;
const TOLERANCE_SECONDS = 5 * 60;
const handled = new Set(); // keep these in your database

function signatureIsValid(req) {
  if (!Buffer.isBuffer(req.body)) return false;
  const header = req.get('X-SimRelay-Signature') || '';
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const t = parts.t || '';
  if (!/^\\d+$/.test(t) || Math.abs(Date.now() / 1000 - Number(t)) > TOLERANCE_SECONDS) return false;
  const expected = crypto.createHmac('sha256', SECRET).update(\`\${t}.\`).update(req.body).digest();
  const given = Buffer.from(parts.v1 || '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const app = express();

// express.raw keeps the body as it arrived: the signature covers those exact bytes.
app.post('/sms', express.raw({ type: 'application/json' }), (req, res) => {
  if (!signatureIsValid(req)) return res.status(401).end();
  const delivery = req.get('X-SimRelay-Delivery');
  if (!handled.has(delivery)) {
    saveSms(JSON.parse(req.body.toString('utf8')));
    handled.add(delivery);
  }
  res.status(200).json({ status: 'success' });
});

app.listen(8080);`;

const ERROR_EXAMPLE = `{
  "statusCode": 401,
  "code": "COMMON.UNAUTHORIZED",
  "message": "Invalid or missing API key"
}`;

/** The endpoints, as the server's OpenAPI document describes them. */
function Endpoints({ origin, apiKey }: { origin: string; apiKey: string }) {
  const { text } = useContentText();
  const openapi = useOpenApi();
  if (!openapi.data) {
    return (
      <p className={openapi.isError ? 'notice notice--error' : 'muted'} role={openapi.isError ? 'alert' : 'status'}>
        {text(openapi.isError ? 'docs.endpoints.failed' : 'docs.endpoints.loading')}
      </p>
    );
  }
  const endpoints = endpointsOf(openapi.data);
  return (
    <>
      <ul className="content-list">
        {endpoints.map((endpoint) => (
          <li key={endpointId(endpoint)}>
            <a href={`#${endpointId(endpoint)}`}>
              <code>{`${endpoint.method.toUpperCase()} ${endpoint.path}`}</code>
            </a>{' '}
            {endpoint.operation.summary}
          </li>
        ))}
      </ul>
      {endpoints.map((endpoint) => (
        <ApiEndpoint key={endpointId(endpoint)} document={openapi.data} endpoint={endpoint} base={origin} apiKey={apiKey} />
      ))}
    </>
  );
}

/** /documentation: the public API (read from its OpenAPI document), webhooks, and the compatible protocols. */
export function DocumentationPage() {
  const { text } = useContentText();
  // The API lives on the configured API host, or on this page's own origin when there is none.
  const origin = env.apiUrl || window.location.origin;
  const base = `${origin}/api`;
  const key = text('docs.auth.keyPlaceholder');
  const openapiLink = { ...contentLinks, openapi: <a href={`${origin}${OPENAPI_PATH}`} target="_blank" rel="noreferrer" /> };
  const heading = (section: (typeof SECTIONS)[number]) => (
    <h2 id={sectionId(section)} className="content-anchor">
      {text(`docs.${section}.title` as ContentKey)}
    </h2>
  );

  return (
    <Page title={text('docs.title')} lead={text('docs.lead')}>
      <nav className="card card--soft content-toc" aria-label={text('docs.toc')}>
        <p className="content-toc__title">{text('docs.toc')}</p>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${sectionId(section)}`}>{text(`docs.${section}.title` as ContentKey)}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="prose">
        <section aria-labelledby={sectionId('start')}>
          {heading('start')}
          <p>{text('docs.start.p1')}</p>
          <CodeSample title={text('docs.start.base')} code={base} />
          <p>
            <RichText k="docs.start.p2" components={openapiLink} />
          </p>
        </section>

        <section aria-labelledby={sectionId('auth')}>
          {heading('auth')}
          <p>{text('docs.auth.p1')}</p>
          <pre className="code">
            <code>{`Authorization: Bearer ${key}`}</code>
          </pre>
          <p>
            <RichText k="docs.auth.p2" components={contentLinks} />
          </p>
        </section>

        <section aria-labelledby={sectionId('endpoints')}>
          {heading('endpoints')}
          <p>{text('docs.endpoints.p1')}</p>
          <Endpoints origin={origin} apiKey={key} />
        </section>

        <section aria-labelledby={sectionId('limits')}>
          {heading('limits')}
          <p>{text('docs.limits.p1')}</p>
        </section>

        <section aria-labelledby={sectionId('errors')}>
          {heading('errors')}
          <p>{text('docs.errors.p1')}</p>
          <CodeSample title={text('docs.errors.example')} code={ERROR_EXAMPLE} />
          <div className="table-wrap">
            <table className="table content-table">
              <thead>
                <tr>
                  <th scope="col">{text('docs.errors.field')}</th>
                  <th scope="col">{text('docs.errors.description')}</th>
                </tr>
              </thead>
              <tbody>
                {ERROR_FIELDS.map((field) => (
                  <tr key={field}>
                    <th scope="row">
                      <code>{field}</code>
                    </th>
                    <td>{text(`docs.errors.fields.${field}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="table-wrap content-table-gap">
            <table className="table content-table" data-testid="api-error-codes">
              <caption className="visually-hidden">{text('docs.errors.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('docs.errors.status')}</th>
                  <th scope="col">{text('docs.errors.meaning')}</th>
                </tr>
              </thead>
              <tbody>
                {ERROR_CODES.map((code) => (
                  <tr key={code}>
                    <th scope="row">{code.slice(1)}</th>
                    <td>{text(`docs.errors.codes.${code}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted">{text('docs.errors.note')}</p>
        </section>

        <section aria-labelledby={sectionId('retries')}>
          {heading('retries')}
          <p>{text('docs.retries.p1')}</p>
          <p>{text('docs.retries.p2')}</p>
          <p>{text('docs.retries.p3')}</p>
        </section>

        <section aria-labelledby={sectionId('webhook')}>
          {heading('webhook')}
          <p>
            <RichText k="docs.webhook.p1" components={contentLinks} />
          </p>
          <p>{text('docs.webhook.p2')}</p>
          <pre className="code">
            <code>{WEBHOOK_REPLY}</code>
          </pre>
          <p>{text('docs.webhook.p3')}</p>

          <h3>{text('docs.webhook.body.title')}</h3>
          <p>{text('docs.webhook.body.text')}</p>
          <div className="table-wrap">
            <table className="table content-table" data-testid="webhook-fields">
              <thead>
                <tr>
                  <th scope="col">{text('docs.webhook.body.field')}</th>
                  <th scope="col">{text('docs.webhook.body.type')}</th>
                  <th scope="col">{text('docs.webhook.body.description')}</th>
                </tr>
              </thead>
              <tbody>
                {WEBHOOK_FIELDS.map((field) => (
                  <tr key={field}>
                    <th scope="row">
                      <code>{field}</code>
                    </th>
                    <td>{text(`docs.webhook.body.types.${WEBHOOK_FIELD_TYPES[field]}`)}</td>
                    <td>{text(`docs.webhook.body.fields.${field}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CodeSample title={text('docs.webhook.body.example')} code={WEBHOOK_BODY} />

          <h3>{text('docs.webhook.headers.title')}</h3>
          <p>{text('docs.webhook.headers.text')}</p>
          <div className="table-wrap">
            <table className="table content-table" data-testid="webhook-headers">
              <thead>
                <tr>
                  <th scope="col">{text('docs.webhook.headers.header')}</th>
                  <th scope="col">{text('docs.webhook.headers.description')}</th>
                </tr>
              </thead>
              <tbody>
                {WEBHOOK_HEADER_KEYS.map((header) => (
                  <tr key={header}>
                    <th scope="row">
                      <code>{WEBHOOK_HEADERS[header]}</code>
                    </th>
                    <td>{text(`docs.webhook.headers.items.${header}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CodeSample title={text('docs.webhook.headers.example')} code={WEBHOOK_HEADERS_EXAMPLE} />

          <h3>{text('docs.webhook.verify.title')}</h3>
          <p>
            <RichText k="docs.webhook.verify.text" components={contentLinks} />
          </p>
          <ol className="content-list">
            {WEBHOOK_STEPS.map((step) => (
              <li key={step}>{text(`docs.webhook.verify.steps.${step}`)}</li>
            ))}
          </ol>
          <p>{text('docs.webhook.verify.rotate')}</p>
          <CodeSample title={text('docs.webhook.example')} code={WEBHOOK_HANDLER} />
        </section>

        <section aria-labelledby={sectionId('smsActivate')} data-testid="docs-sms-activate">
          {heading('smsActivate')}
          <p>{text('docs.smsActivate.p1')}</p>
          <CodeSample title={text('docs.smsActivate.address')} code={`${origin}/stubs/handler_api.php`} />
          <p>{text('docs.smsActivate.p2')}</p>
          <CodeSample
            title={text('docs.smsActivate.example')}
            code={`curl '${origin}/stubs/handler_api.php?api_key=${key}&action=getNumber&service=tg&country=16'\n# ACCESS_NUMBER:1231:447700900123`}
          />
          <h3>{text('docs.smsActivate.actionsTitle')}</h3>
          <p>
            {SMS_ACTIVATE_ACTIONS.map((action, i) => (
              <span key={action}>
                {i > 0 && ', '}
                <code>{action}</code>
              </span>
            ))}
          </p>
          <p className="muted">{text('docs.smsActivate.actionsNote')}</p>
          <h3>{text('docs.smsActivate.differencesTitle')}</h3>
          <ul className="content-list">
            {SA_DIFFERENCES.map((item) => (
              <li key={item}>{text(`docs.smsActivate.differences.${item}`)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={sectionId('fivesim')} data-testid="docs-fivesim">
          {heading('fivesim')}
          <p>{text('docs.fivesim.p1')}</p>
          <CodeSample title={text('docs.fivesim.address')} code={`${origin}/v1`} />
          <p>{text('docs.fivesim.p2')}</p>
          <CodeSample
            title={text('docs.fivesim.example')}
            code={`curl -H 'Authorization: Bearer ${key}' -H 'Accept: application/json' '${origin}/v1/user/buy/activation/england/any/telegram'`}
          />
          <h3>{text('docs.fivesim.endpointsTitle')}</h3>
          <ul className="content-list">
            {FIVESIM_ENDPOINTS.map((endpoint) => (
              <li key={endpoint}>
                <code>{endpoint.replace(' ', ' /v1')}</code>
              </li>
            ))}
          </ul>
          <p className="muted">{text('docs.fivesim.endpointsNote')}</p>
          <h3>{text('docs.fivesim.differencesTitle')}</h3>
          <ul className="content-list">
            {FIVESIM_DIFFERENCES.map((item) => (
              <li key={item}>{text(`docs.fivesim.differences.${item}`)}</li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}
