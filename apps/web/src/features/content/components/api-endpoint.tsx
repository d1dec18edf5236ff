import { CodeSample } from './code-sample';
import { curlExample, exampleRequest, javascriptExample, pythonExample } from './code-examples';
import { useContentText } from './content-text';
import { Endpoint, OpenApiDocument, resolve, Schema, typeOf } from './openapi-types';

/** A description from the document, its `code` spans shown as code. */
function Described({ text }: { text: string | undefined }) {
  return <>{(text ?? '').split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}

/** The id of an endpoint's heading, for links to it. */
export const endpointId = (endpoint: Endpoint) => `api-${endpoint.method}-${endpoint.path.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-+$/, '');

function FieldsTable({ rows, caption }: { rows: Array<{ name: string; type: string; required?: boolean; description?: string }>; caption: string }) {
  const { text } = useContentText();
  const withRequired = rows.some((r) => r.required !== undefined);
  return (
    <div className="table-wrap">
      <table className="table content-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text('docs.endpoints.name')}</th>
            <th scope="col">{text('docs.endpoints.type')}</th>
            {withRequired && <th scope="col">{text('docs.endpoints.required')}</th>}
            <th scope="col">{text('docs.endpoints.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td>
                <code>{row.type}</code>
              </td>
              {withRequired && <td>{text(row.required ? 'docs.endpoints.yes' : 'docs.endpoints.no')}</td>}
              <td>
                <Described text={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A schema's constraints, said briefly: `pattern ^[A-Z]{2}$`, `1 to 100`. */
function constraints(schema: Schema | undefined): string {
  if (!schema) return '';
  const parts = [schema.description, schema.pattern && `pattern ${schema.pattern}`];
  if (schema.minimum !== undefined || schema.maximum !== undefined) parts.push(`${schema.minimum ?? '…'} – ${schema.maximum ?? '…'}`);
  return parts.filter(Boolean).join('; ');
}

const fieldsOf = (schema: Schema | undefined) =>
  Object.entries(schema?.properties ?? {}).map(([name, field]) => ({
    name, type: typeOf(field), required: (schema?.required ?? []).includes(name), description: constraints(field),
  }));

/** One endpoint of the public API, read from the OpenAPI document: request, answer, errors, examples. */
export function ApiEndpoint({ document, endpoint, base, apiKey }: { document: OpenApiDocument; endpoint: Endpoint; base: string; apiKey: string }) {
  const { text } = useContentText();
  const { operation } = endpoint;
  const parameters = (operation.parameters ?? []).map((p) => ({
    name: p.name, type: `${typeOf(p.schema)} (${text(`docs.endpoints.where.${p.in}`)})`, required: Boolean(p.required), description: p.description ?? constraints(p.schema),
  }));
  const body = resolve(document, operation.requestBody?.content['application/json']?.schema);
  const [successStatus, success] = Object.entries(operation.responses).find(([status]) => status.startsWith('2')) ?? [];
  const answerSchema = success?.content?.['application/json']?.schema;
  const answer = resolve(document, answerSchema?.items ?? answerSchema);
  const errors = Object.entries(operation.responses).filter(([status]) => !status.startsWith('2'));
  const request = exampleRequest(document, base, endpoint);
  const title = `${endpoint.method.toUpperCase()} ${endpoint.path}`;

  return (
    <section className="api-endpoint" aria-labelledby={endpointId(endpoint)} data-testid="api-endpoint">
      <h3 id={endpointId(endpoint)} className="content-anchor">
        <code>{title}</code> · {operation.summary}
      </h3>
      <p>
        <Described text={operation.description} />
      </p>
      {parameters.length > 0 && (
        <>
          <h4>{text('docs.endpoints.parameters')}</h4>
          <FieldsTable rows={parameters} caption={`${title}: ${text('docs.endpoints.parameters')}`} />
        </>
      )}
      {body && (
        <>
          <h4>{text('docs.endpoints.body')}</h4>
          <FieldsTable rows={fieldsOf(body)} caption={`${title}: ${text('docs.endpoints.body')}`} />
        </>
      )}
      <h4>
        {text('docs.endpoints.answer')} ({successStatus}
        {answerSchema?.items ? `, ${text('docs.endpoints.list')}` : ''})
      </h4>
      {answer && <FieldsTable rows={fieldsOf(answer).map(({ required: _required, ...row }) => row)} caption={`${title}: ${text('docs.endpoints.answer')}`} />}
      <h4>{text('docs.endpoints.errors')}</h4>
      <div className="table-wrap">
        <table className="table content-table">
          <caption className="visually-hidden">{`${title}: ${text('docs.endpoints.errors')}`}</caption>
          <thead>
            <tr>
              <th scope="col">{text('docs.errors.status')}</th>
              <th scope="col">{text('docs.errors.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map(([status, response]) => (
              <tr key={status}>
                <th scope="row">{status}</th>
                <td>
                  <Described text={response.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>{text('docs.endpoints.examples')}</h4>
      <CodeSample title="curl" code={curlExample(request, apiKey)} />
      <CodeSample title="JavaScript" code={javascriptExample(request, apiKey)} />
      <CodeSample title="Python" code={pythonExample(request, apiKey)} />
    </section>
  );
}
