import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useReducedMotion } from '#web/lib/use-reduced-motion.js';
import './reveal.css';

/**
 * Fades its content in once the given share of it is visible (spec: 0.1 on Home, 0.5 for books).
 * With reduced motion, or without IntersectionObserver, content shows at once.
 */
export function Reveal({
  threshold,
  children,
  className = '',
}: {
  threshold: number;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [seen, setSeen] = useState(false);
  const visible = seen || reducedMotion || typeof IntersectionObserver === 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, visible]);

  return (
    <div
      ref={ref}
      className={`reveal${visible ? ' reveal--visible' : ''} ${className}`.trim()}
      data-reveal-threshold={threshold}
    >
      {children}
    </div>
  );
}
