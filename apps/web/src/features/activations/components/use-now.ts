import { useSyncExternalStore } from 'react';

// One clock for every countdown on the page: they all tick together, once a second.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time in ms, re-rendering the caller every second. */
export const useNow = (): number => useSyncExternalStore(subscribe, () => now);

/** Time left until `iso`, in ms, never below 0. */
export const msUntil = (iso: string, at: number): number => Math.max(0, new Date(iso).getTime() - at);

/** `mm:ss` of a duration (minutes may pass 59 for long ones). */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** A longer time left: `2 days 03:04:05` (the days as `days` words them), or `03:04:05` within a day. */
export function formatDuration(ms: number, days: (count: number) => string = (n) => `${n}d`): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const whole = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return whole > 0 ? `${days(whole)} ${clock}` : clock;
}
