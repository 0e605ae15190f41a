import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../../i18n';
import { usePrefersReducedMotion } from '../../../lib/usePrefersReducedMotion';

export interface CardSlide {
  key: string;
  /** Names the card for the dots and screen readers, e.g. `Savings`. */
  label: string;
  content: ReactNode;
}

/** Space between two cards while they slide, in px (Tailwind's gap-4). */
const GAP_PX = 16;
/** A drag further than this share of a card, or a flick faster than this (px/s), changes the card. */
const SWIPE_SHARE = 0.2;
const SWIPE_VELOCITY = 400;
/** A flick still has to travel this share of a card: a fast nudge is not a swipe. */
const FLICK_SHARE = 0.1;
/** Past the first or last card the cards follow the finger this much (a rubber band). */
const EDGE_ELASTIC = 0.15;
/** How the cards settle on a card: quick, then easing out. */
const SETTLE = 'transform 350ms cubic-bezier(0.22, 1, 0.36, 1)';

interface Drag {
  pointer: number;
  startX: number;
  lastX: number;
  lastAt: number;
  /** px per second, from the last two moves. */
  velocity: number;
  width: number;
}

/** Puts the track on a card, moved by a drag of `dx` px; a share of its own width, so no measuring. */
function place(track: HTMLElement, card: number, dx = 0) {
  track.style.transform = `translateX(calc(${-card} * (100% + ${GAP_PX}px) + ${dx}px))`;
}

/** Where a drag that moved `offset` px at `velocity` px/s leaves the cards: -1, 0 or +1 card. */
export function swipeDirection(offset: number, velocity: number, width: number): -1 | 0 | 1 {
  const far = Math.abs(offset) > width * SWIPE_SHARE;
  const fast = Math.abs(velocity) > SWIPE_VELOCITY && Math.abs(offset) > width * FLICK_SHARE;
  if (!(far || fast) || offset === 0) return 0;
  return offset < 0 ? 1 : -1;
}

/**
 * docs/spec/screens.md, "Summary cards", Member dashboard: cards that swipe (touch or mouse drag, through
 * pointer events and a CSS transform, so the browser scrolls the page vertically as usual), with the arrow
 * keys when focused, and with dots that show and choose the card.
 */
export function SwipeableCards({ label, slides }: { label: string; slides: readonly CardSlide[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const reduceMotion = usePrefersReducedMotion();
  const last = slides.length - 1;

  useLayoutEffect(() => {
    const element = track.current;
    if (!element || drag.current) return;
    element.style.transition = reduceMotion ? 'none' : SETTLE;
    place(element, index);
  }, [index, reduceMotion]);

  const slideTo = useCallback((target: number) => setIndex(Math.max(0, Math.min(last, target))), [last]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const element = track.current;
    if (!element || last < 1 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    element.style.transition = 'none';
    drag.current = {
      pointer: event.pointerId,
      startX: event.clientX,
      lastX: event.clientX,
      lastAt: event.timeStamp,
      velocity: 0,
      width: element.clientWidth,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const now = drag.current;
    if (!now || now.pointer !== event.pointerId || !track.current) return;
    const elapsed = event.timeStamp - now.lastAt;
    if (elapsed > 0) now.velocity = ((event.clientX - now.lastX) / elapsed) * 1000;
    now.lastX = event.clientX;
    now.lastAt = event.timeStamp;
    const dx = event.clientX - now.startX;
    const pastEnd = (index === 0 && dx > 0) || (index === last && dx < 0);
    place(track.current, index, pastEnd ? dx * EDGE_ELASTIC : dx);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const ended = drag.current;
    if (!ended || ended.pointer !== event.pointerId || !track.current) return;
    drag.current = null;
    const next = Math.max(
      0,
      Math.min(last, index + swipeDirection(event.clientX - ended.startX, ended.velocity, ended.width)),
    );
    track.current.style.transition = reduceMotion ? 'none' : SETTLE;
    place(track.current, next);
    setIndex(next);
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
      <div className="overflow-hidden rounded-2xl">
        <div
          ref={track}
          data-testid="card-track"
          className="flex cursor-grab touch-pan-y select-none gap-4 active:cursor-grabbing"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          {slides.map((slide, position) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA APG)
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slide', {
                position: position + 1,
                total: slides.length,
                label: slide.label,
              })}
              aria-hidden={position === index ? undefined : true}
              className="w-full shrink-0"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-3 flex justify-center gap-1 max-md:gap-0" data-testid="card-dots">
        {slides.map((slide, position) => (
          <button
            key={slide.key}
            type="button"
            aria-label={t('home.showSlide', {
              position: position + 1,
              total: slides.length,
              label: slide.label,
            })}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => slideTo(position)}
            className="group flex h-6 w-6 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-brand-600 max-md:size-11"
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
