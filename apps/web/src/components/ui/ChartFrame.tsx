import type { ReactNode } from 'react';
import { useElementWidth } from '../../lib/useElementWidth';

/**
 * A plain SVG chart (no chart library) as wide as its container: `draw` gets the width once it is
 * known; until then an empty box of the chart's height holds its place.
 */
export function ChartFrame({
  label,
  height,
  className,
  draw,
}: {
  /** What the chart shows, for screen readers. */
  label: string;
  height: number;
  className: string;
  draw: (width: number) => ReactNode;
}) {
  const [container, width] = useElementWidth();
  return (
    <div ref={container} className="w-full">
      {width > 0 ? (
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className={className}
        >
          {draw(width)}
        </svg>
      ) : (
        <div style={{ height }} />
      )}
    </div>
  );
}
