import { Page } from '../../../components/page';
import { env } from '../../../config/env';
import { CodeSample } from '../components/code-sample';
import { contentLinks } from '../components/content-links';
import { contentCatalogue, ContentKey, keysOf, RichText, useContentText } from '../components/content-text';
import '../content.css';

const c = contentCatalogue.docs;
const ERROR_FIELDS = keysOf(c.errors.fields);
const ERROR_CODES = keysOf(c.errors.codes);
const NUMBER_ENDPOINTS = keysOf(c.numbers.items);

/** The sections in page order; each is linked from the table of contents. */
const SECTIONS = ['start', 'auth', 'balance', 'numbers', 'limits', 'errors', 'retries', 'webhook'] as const satisfies readonly (keyof typeof c)[];

const sectionId = (section: (typeof SECTIONS)[number]) => `api-${section}`;

const WEBHOOK_REPLY = `HTTP/1.1 200 OK
Content-Type: application/json

{"status": "success"}`;

const WEBHOOK_HANDLER = `const express = require('express');
const app = express();

app.post('/sms', express.json(), (req, res) => {
  saveSms(req.body);
  res.status(200).json({ status: 'success' });
});

app.listen(8080);`;

const ERROR_EXAMPLE = `{
  "statusCode": 401,
  "code": "COMMON.UNAUTHORIZED",
  "message": "Invalid or missing API key"
}`;

/** /documentation: the public API as it exists today. */
export function DocumentationPage() {
  const { text } = useContentText();
  // The API lives on the configured API host, or on this page's own origin when there is none.
  const origin = env.apiUrl || window.location.origin;
  const base = `${origin}/api`;
  const key = text('docs.auth.keyPlaceholder');
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

        <section aria-labelledby={sectionId('balance')}>
          {heading('balance')}
          <p>{text('docs.balance.p1')}</p>
          <CodeSample title={text('docs.balance.request')} code="GET /api/balance" />
          <CodeSample title={text('docs.balance.example')} code={`curl -H "Authorization: Bearer ${key}" ${base}/balance`} />
          <CodeSample title={text('docs.balance.response')} code={`{\n  "balance": 12.34\n}`} />
          <h3>{text('docs.balance.fields')}</h3>
          <div className="table-wrap">
            <table className="table content-table">
              <thead>
                <tr>
                  <th scope="col">{text('docs.balance.field')}</th>
                  <th scope="col">{text('docs.balance.type')}</th>
                  <th scope="col">{text('docs.balance.description')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">
                    <code>balance</code>
                  </th>
                  <td>{text('docs.balance.number')}</td>
                  <td>{text('docs.balance.balanceField')}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby={sectionId('numbers')}>
          {heading('numbers')}
          <p>{text('docs.numbers.p1')}</p>
          <ul className="content-list">
            {NUMBER_ENDPOINTS.map((item) => (
              <li key={item}>{text(`docs.numbers.items.${item}`)}</li>
            ))}
          </ul>
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
          <p>{text('docs.webhook.p4')}</p>
          <CodeSample title={text('docs.webhook.example')} code={WEBHOOK_HANDLER} />
        </section>
      </div>
    </Page>
  );
}
