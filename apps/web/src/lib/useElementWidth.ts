import { useEffect, useRef, useState } from 'react';

/**
 * The width of an element, kept up to date as the layout changes (a chart drawn to its container,
 * so its text stays at its real size on a phone; cards that slide by their own width).
 */
export function useElementWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
