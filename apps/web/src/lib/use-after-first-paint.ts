import { useEffect, useState } from 'react';

/**
 * False while the page's first frame is drawn, true just after it has been painted: for what may
 * come a moment after the page's own content (the side menu beside a list), so that the first
 * frame holds only what the person opened the page for.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame comes before the paint; the task queued there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
