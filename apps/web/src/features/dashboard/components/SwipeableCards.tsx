import { animate, motion, type PanInfo, useMotionValue, useReducedMotion } from 'motion/react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useElementWidth } from '../../../lib/useElementWidth';

export interface CardSlide {
  key: string;
  /** Names the card for the dots and screen readers, e.g. `Savings`. */
  label: string;
  content: ReactNode;
}

/** Space between two cards while they slide, in px (Tailwind's gap-4). */
const GAP_PX = 16;
/** A drag further than this share of a card, or a flick faster than this, changes the card. */
const SWIPE_SHARE = 0.2;
const SWIPE_VELOCITY = 400;

/**
 * Product spec §2, Member dashboard: cards that swipe (touch or mouse drag, with motion's drag,
 * which sets inline styles through the DOM and injects no style sheet, so the CSP holds), with the
 * arrow keys when focused, and with dots that show and choose the card.
 */
export function SwipeableCards({ label, slides }: { label: string; slides: readonly CardSlide[] }) {
  const [index, setIndex] = useState(0);
  // The resize effect reads the card through a ref, so that choosing a card does not re-run it.
  const indexRef = useRef(0);
  const [viewport, width] = useElementWidth();
  const x = useMotionValue(0);
  const reduceMotion = useReducedMotion();
  const step = width + GAP_PX;
  const last = slides.length - 1;

  const slideTo = useCallback(
    (target: number) => {
      const next = Math.max(0, Math.min(last, target));
      setIndex(next);
      indexRef.current = next;
      if (reduceMotion) x.set(-next * step);
      else animate(x, -next * step, { type: 'spring', stiffness: 320, damping: 36 });
    },
    [last, reduceMotion, step, x],
  );

  // A new width (rotation, sidebar) keeps the current card in place.
  useEffect(() => {
    x.set(-indexRef.current * step);
  }, [step, x]);

  const onDragEnd = (_event: unknown, info: PanInfo) => {
    const far = Math.abs(info.offset.x) > width * SWIPE_SHARE;
    const fast = Math.abs(info.velocity.x) > SWIPE_VELOCITY;
    const direction = (far || fast) && info.offset.x !== 0 ? (info.offset.x < 0 ? 1 : -1) : 0;
    slideTo(index + direction);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    slideTo(target);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes the arrow keys when focused
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4"
    >
      <div ref={viewport} className="overflow-hidden rounded-2xl">
        <motion.div
          data-testid="card-track"
          className="flex cursor-grab touch-pan-y select-none gap-4 active:cursor-grabbing"
          style={{ x }}
          drag={slides.length > 1 ? 'x' : false}
          dragConstraints={{ left: -last * step, right: 0 }}
          dragElastic={0.15}
          dragMomentum={false}
          onDragEnd={onDragEnd}
        >
          {slides.map((slide, position) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA APG)
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}: ${slide.label}`}
              aria-hidden={position === index ? undefined : true}
              className="w-full shrink-0"
            >
              {slide.content}
            </div>
          ))}
        </motion.div>
      </div>
      <div className="mt-3 flex justify-center gap-1" data-testid="card-dots">
        {slides.map((slide, position) => (
          <button
            key={slide.key}
            type="button"
            aria-label={`Show card ${position + 1} of ${slides.length}: ${slide.label}`}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => slideTo(position)}
            className="group flex h-6 w-6 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span
              aria-hidden
              className={`block h-2 rounded-full transition-all duration-300 ${
                position === index ? 'w-5 bg-brand-700' : 'w-2 bg-slate-300 group-hover:bg-slate-400'
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
