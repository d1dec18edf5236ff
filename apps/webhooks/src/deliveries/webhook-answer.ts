/** The largest answer read from a receiver; a success answer is a few bytes. */
export const ANSWER_LIMIT_BYTES = 64 * 1024;

/**
 * SPEC: the receiver answers HTTP 200 with a body holding status "success". Accepted: a JSON
 * object whose `status` is exactly "success", or the plain text `success`. Anything else fails.
 */
export function isSuccessAnswer(status: number, body: string): boolean {
  if (status !== 200) return false;
  const text = body.trim();
  if (text === 'success') return true;
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === 'object' && json !== null && !Array.isArray(json) && (json as { status?: unknown }).status === 'success';
  } catch {
    return false;
  }
}

/** Why an answer is not a success, for the attempts table: never the body itself (it may hold anything). */
export function answerProblem(status: number, location: string | undefined): string {
  if (status >= 300 && status < 400) return `HTTP ${status}: redirect${location ? ` to ${location.slice(0, 200)}` : ''} not followed`;
  if (status === 200) return 'HTTP 200 without status "success" in the answer';
  return `HTTP ${status}`;
}
