import { useRef } from 'react';

/** 128 random bits as hex; `crypto.randomUUID` exists only on HTTPS or localhost. */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The `Idempotency-Key` of a payment: a click after a failed attempt for the same choice
 * repeats that attempt's key, so a payment that went through but whose answer was lost (a
 * timeout, a dropped connection) is answered, not paid twice. `settled` starts a new key.
 */
export function useRepeatableKey() {
  const attempt = useRef<{ choice: string; key: string } | null>(null);
  return {
    keyFor: (choice: unknown): string => {
      const id = JSON.stringify(choice);
      if (attempt.current?.choice !== id) attempt.current = { choice: id, key: newRequestKey() };
      return attempt.current.key;
    },
    settled: () => {
      attempt.current = null;
    },
  };
}
