import type { Audience } from './identity.commands';

/** Claims of every session token: identity signs them, the gateway checks them. */
export const SESSION_TOKEN_ISSUER = 'simrelay';
export const sessionTokenAudience = (audience: Audience): string => `simrelay:${audience}`;
