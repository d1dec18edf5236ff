import type { FastifyInstance } from 'fastify';

const MULTIPART = /^multipart\/form-data\s*;\s*boundary="?([^";]{1,200})"?/i;
const FIELD_NAME = /\bname="([^"]*)"/i;

/**
 * `multipart/form-data` bodies as an object of their text fields (files are left out), as
 * Nest's adapter already does for urlencoded forms: clients of the compatible protocols post
 * their parameters either way. A repeated field keeps its first value.
 */
export function parseMultipartFields(body: Buffer, contentType: string): Record<string, string> | null {
  const boundary = MULTIPART.exec(contentType)?.[1];
  if (!boundary) return null;
  const fields: Record<string, string> = {};
  for (const part of body.toString('utf8').split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const name = FIELD_NAME.exec(headers)?.[1];
    if (name === undefined || /\bfilename=/i.test(headers) || name in fields) continue;
    fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}

export function installFormBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    const fields = parseMultipartFields(body as Buffer, request.headers['content-type'] ?? '');
    if (fields) done(null, fields);
    else done(Object.assign(new Error('Malformed multipart body'), { statusCode: 400 }), undefined);
  });
}
