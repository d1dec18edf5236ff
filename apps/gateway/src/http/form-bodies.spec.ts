import { parseMultipartFields } from './form-bodies';

describe('multipart form fields', () => {
  it('reads the text fields a client posts and leaves files out', () => {
    const body = [
      '--XyZ', 'Content-Disposition: form-data; name="api_key"', '', 'k1:2', '--XyZ', 'Content-Disposition: form-data; name="action"', '', 'getBalance',
      '--XyZ', 'Content-Disposition: form-data; name="file"; filename="a.txt"', 'Content-Type: text/plain', '', 'ignored', '--XyZ--', '',
    ].join('\r\n');
    expect(parseMultipartFields(Buffer.from(body), 'multipart/form-data; boundary=XyZ')).toEqual({ api_key: 'k1:2', action: 'getBalance' });
  });

  it('refuses a body without a boundary', () => {
    expect(parseMultipartFields(Buffer.from('x'), 'multipart/form-data')).toBeNull();
  });
});
