import { Endpoint, OpenApiDocument, resolve, Schema } from './openapi-types';

/** Values that make an example request meaningful; anything else falls back to its schema. */
const SAMPLES: Record<string, unknown> = { service: 'tg', country: 'GB', status: 'finish', id: '1231', page: 1, limit: 20 };

function sample(name: string, schema: Schema | undefined): unknown {
  if (name in SAMPLES) return SAMPLES[name];
  if (schema?.enum?.length) return schema.enum[0];
  if (schema?.type === 'integer' || schema?.type === 'number') return schema.minimum ?? 1;
  return 'value';
}

/** The request an example sends: the URL with its required parameters, and a body with its required fields. */
export function exampleRequest(document: OpenApiDocument, base: string, endpoint: Endpoint) {
  let path = endpoint.path;
  const query = new URLSearchParams();
  for (const p of endpoint.operation.parameters ?? []) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, String(sample(p.name, p.schema)));
    if (p.in === 'query' && p.required) query.set(p.name, String(sample(p.name, p.schema)));
  }
  const resolved = resolve(document, endpoint.operation.requestBody?.content['application/json']?.schema);
  const body = resolved
    ? Object.fromEntries((resolved.required ?? []).map((name) => [name, sample(name, resolved.properties?.[name])]))
    : undefined;
  const url = `${base}${path}${query.toString() ? `?${query}` : ''}`;
  return { method: endpoint.method.toUpperCase(), url, body };
}

export function curlExample(request: ReturnType<typeof exampleRequest>, key: string): string {
  const lines = [`curl${request.method === 'GET' ? '' : ` -X ${request.method}`} '${request.url}'`, `  -H 'Authorization: Bearer ${key}'`];
  if (request.body) lines.push(`  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(request.body)}'`);
  return lines.join(' \\\n');
}

export function javascriptExample(request: ReturnType<typeof exampleRequest>, key: string): string {
  const headers = [`Authorization: 'Bearer ${key}'`, ...(request.body ? [`'Content-Type': 'application/json'`] : [])];
  return [
    `const response = await fetch('${request.url}', {`,
    `  method: '${request.method}',`,
    `  headers: { ${headers.join(', ')} },`,
    ...(request.body ? [`  body: JSON.stringify(${JSON.stringify(request.body)}),`] : []),
    `});`,
    `if (!response.ok) throw new Error((await response.json()).message);`,
    `console.log(await response.json());`,
  ].join('\n');
}

export function pythonExample(request: ReturnType<typeof exampleRequest>, key: string): string {
  const body = request.body ? `,\n    json=${JSON.stringify(request.body).replace(/:/g, ': ').replace(/,/g, ', ')}` : '';
  return [
    `import requests`,
    ``,
    `response = requests.request(`,
    `    '${request.method}', '${request.url}',`,
    `    headers={'Authorization': 'Bearer ${key}'}${body},`,
    `)`,
    `response.raise_for_status()`,
    `print(response.json())`,
  ].join('\n');
}
