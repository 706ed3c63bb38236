import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled down by more than `fraction` of the window's height (the back-to-top control
 * shows only then: at the top it would cover the page for nothing).
 */
export function useScrolledDown(fraction = 0.5): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    const update = () => setDown(window.scrollY > window.innerHeight * fraction);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [fraction]);
  return down;
}
