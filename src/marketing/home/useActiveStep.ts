import { useEffect, useState, type RefObject } from 'react';

/**
 * The showcase step in the middle of the viewport: 0..n-1 for the steps, n once the end marker (after the last
 * step) has been reached. Watches `elements` (the steps followed by the end marker) with an IntersectionObserver
 * whose root margin is a line across the middle of the screen.
 */
export function useActiveStep(elements: RefObject<Array<HTMLElement | null>>, count: number): [number, (step: number) => void] {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        entries.forEach((entry) => {
          if (!entry.isIntersecting) return;
          const step = Number((entry.target as HTMLElement).dataset.step);
          if (Number.isInteger(step)) setActive(step);
        });
      },
      { rootMargin: '-50% 0px -50% 0px', threshold: 0 },
    );
    elements.current?.slice(0, count + 1).forEach((element) => {
      if (element) observer.observe(element);
    });
    return () => observer.disconnect();
  }, [elements, count]);
  return [active, setActive];
}
