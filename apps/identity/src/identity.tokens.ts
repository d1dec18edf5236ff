/** Injection tokens of identity's own (the shared LOGGER, MESSAGING and OUTBOX_RELAY live in @simrelay/messaging). */
export const IDENTITY_ENV = Symbol('IDENTITY_ENV');
/** The SecretCipher that seals administrators' TOTP secrets (its own key, not the API keys'). */
export const TOTP_CIPHER = Symbol('TOTP_CIPHER');
