import { answerProblem, isSuccessAnswer } from './webhook-answer';

describe('isSuccessAnswer', () => {
  it.each([
    [200, '{"status":"success"}'],
    [200, ' {"status": "success", "id": 7}\n'],
    [200, 'success'],
    [200, 'success\r\n'],
  ])('takes HTTP %d %j as delivered', (status, body) => expect(isSuccessAnswer(status, body)).toBe(true));

  it.each([
    [201, '{"status":"success"}'],
    [204, ''],
    [302, 'success'],
    [500, '{"status":"success"}'],
    [200, ''],
    [200, 'OK'],
    [200, 'Success'],
    [200, '"success"'],
    [200, '{"status":"ok"}'],
    [200, '{"status":"SUCCESS"}'],
    [200, '{"result":"success"}'],
    [200, '["success"]'],
    [200, '{"status":"success"'],
    [200, 'null'],
    [200, 'success, thanks'],
  ])('takes HTTP %d %j as failed', (status, body) => expect(isSuccessAnswer(status, body)).toBe(false));
});

describe('answerProblem', () => {
  it('names the status, a redirect and its target, and a 200 without success', () => {
    expect(answerProblem(500, undefined)).toBe('HTTP 500');
    expect(answerProblem(302, 'https://elsewhere.example.com/')).toBe('HTTP 302: redirect to https://elsewhere.example.com/ not followed');
    expect(answerProblem(301, undefined)).toBe('HTTP 301: redirect not followed');
    expect(answerProblem(200, undefined)).toBe('HTTP 200 without status "success" in the answer');
  });
});
