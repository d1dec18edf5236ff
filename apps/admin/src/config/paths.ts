/** The router's basename: the gateway serves the app there, and the dev server too. */
export const BASENAME = '/admin';

const enc = encodeURIComponent;
const dashboard = '/dashboard';

/** The rentals page's views and filters (query parameters). */
export interface RentalsHref {
  view?: 'restores' | 'topup';
  userId?: string;
  number?: string;
  state?: string;
}

const rentalsHref = (params: RentalsHref = {}) => {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return `${dashboard}/rentals${query ? `?${query}` : ''}`;
};

/** Every route of the app (relative to /admin); links use getHref, never string literals. */
export const paths = {
  login: { path: '/', getHref: () => '/' },
  dashboard: { path: dashboard, getHref: () => dashboard },
  users: { path: `${dashboard}/users`, getHref: (search?: string) => `${dashboard}/users${search ? `?search=${enc(search)}` : ''}` },
  services: { path: `${dashboard}/services`, getHref: () => `${dashboard}/services` },
  modems: { path: `${dashboard}/modems`, getHref: () => `${dashboard}/modems` },
  numbers: { path: `${dashboard}/numbers`, getHref: (modem?: string) => `${dashboard}/numbers${modem ? `?modem=${enc(modem)}` : ''}` },
  messages: { path: `${dashboard}/messages`, getHref: (unrouted?: boolean) => `${dashboard}/messages${unrouted ? '?unrouted=true' : ''}` },
  activationMessages: { path: `${dashboard}/messages/activation/:activationId`, getHref: (id: string) => `${dashboard}/messages/activation/${enc(id)}` },
  numberMessages: { path: `${dashboard}/messages/number/:numberId`, getHref: (id: string) => `${dashboard}/messages/number/${enc(id)}` },
  activations: { path: `${dashboard}/activations`, getHref: (executor?: string) => `${dashboard}/activations${executor ? `?executor=${enc(executor)}` : ''}` },
  activationsByNumber: { path: `${dashboard}/activations/:number`, getHref: (number: string) => `${dashboard}/activations/${enc(number)}` },
  rentals: { path: `${dashboard}/rentals`, getHref: rentalsHref },
  audit: { path: `${dashboard}/audit`, getHref: (target?: string) => `${dashboard}/audit${target ? `?target=${enc(target)}` : ''}` },
  security: { path: `${dashboard}/security`, getHref: () => `${dashboard}/security` },
  resells: {
    path: `${dashboard}/resells`,
    getHref: (filter: { executor?: string; state?: string } = {}) => {
      const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
      return `${dashboard}/resells${query ? `?${query}` : ''}`;
    },
  },
  executors: { path: `${dashboard}/executors`, getHref: () => `${dashboard}/executors` },
  /** `hub`: the hub opened with its sales and pushes. */
  hubs: { path: `${dashboard}/hubs`, getHref: (hub?: string) => `${dashboard}/hubs${hub ? `?hub=${enc(hub)}` : ''}` },
  activationsByUser: { path: `${dashboard}/activations/user/:userId`, getHref: (userId: string) => `${dashboard}/activations/user/${enc(userId)}` },
} as const;
