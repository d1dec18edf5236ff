import { useEffect } from 'react';

let locks = 0;

/** While mounted, the page behind (modal, overlays) does not scroll. Nested locks count. */
export function useScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    locks += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = '';
    };
  }, [active]);
}
