/** When the administrator last did something on the page: a click, a key, a scroll, a touch. */
let lastInput = Date.now();

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Starts listening (once, at start). */
export function watchActivity(target: Window = window): void {
  const touch = () => {
    lastInput = Date.now();
  };
  for (const name of EVENTS) target.addEventListener(name, touch, { passive: true, capture: true });
}

/** Whole seconds since the last input. */
export const idleSeconds = (): number => Math.max(0, Math.floor((Date.now() - lastInput) / 1000));

/** A login counts as activity. */
export const markActive = (): void => {
  lastInput = Date.now();
};
