/** `?a=1&b=x` from the parameters given (undefined and empty ones left out), or '' when none are. */
export const queryString = (params: Record<string, string | number | boolean | undefined>): string => {
  const entries = Object.entries(params).filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
};
