import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // First read at the next frame, when the browser lays the page out anyway: read in the
    // effect, it forced that layout inside the task that hydrated the page (or answered a tap).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
