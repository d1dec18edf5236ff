/**
 * Polls `probe` until it returns a value (not undefined). For outcomes that arrive from
 * another process with no event we can await here (a mail in the sink, a DB row).
 */
export async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
