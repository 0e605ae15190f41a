import { type AnimationEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router';

/**
 * docs/spec/screens.md, "Page transitions": pages slide in from the right and out to the left, fading, over
 * 0.4 s. Done with two CSS animations (`page-enter`, `page-leave` in styles.css) rather than an animation
 * library: the library was a third of a signed-in screen's first load. The first page shows
 * without sliding in. Visitors who ask for less motion see the pages fade only.
 */
const LEAVE_MS = 400;

interface Shown {
  key: string;
  leaving: boolean;
  /** Whether it slides in: every page after the first. */
  enters: boolean;
}

export function PageTransitions() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<Shown[]>(() => [{ key: pathname, leaving: false, enters: false }]);
  // A new address: the page on screen starts leaving and the new one comes in after it (the
  // order the browser tests read them in). Worked out while rendering, so both show in one commit.
  if (!shown.some((page) => page.key === pathname && !page.leaving)) {
    setShown((pages) => [
      ...pages.filter((page) => page.key !== pathname).map((page) => ({ ...page, leaving: true })),
      { key: pathname, leaving: false, enters: true },
    ]);
  }
  const gone = useCallback(
    (key: string) => setShown((pages) => pages.filter((page) => !(page.key === key && page.leaving))),
    [],
  );
  return (
    <>
      {shown.map((page) => (
        <PageFrame
          key={page.key}
          pageKey={page.key}
          leaving={page.leaving}
          enters={page.enters}
          onGone={gone}
        />
      ))}
    </>
  );
}

/**
 * The page's screen: the address's own while the page is on screen, and the last one it showed
 * while it leaves. (Frozen when the page first showed instead, a page whose code arrived late
 * could keep the previous screen in the new page's frame.)
 */
function FrozenOutlet({ leaving }: { leaving: boolean }) {
  const outlet = useOutlet();
  const shown = useRef(outlet);
  if (!leaving) shown.current = outlet;
  return leaving ? shown.current : outlet;
}

/**
 * One page in the transition. The leaving page is taken out of the flow while it animates, so the
 * two overlap; done with classes, not injected styles, to keep the CSP strict.
 */
function PageFrame({
  pageKey,
  leaving,
  enters,
  onGone,
}: {
  pageKey: string;
  leaving: boolean;
  enters: boolean;
  onGone: (key: string) => void;
}) {
  // Its animation's end takes the leaving page away; the timer does if the animation never runs
  // (a page in a background tab), a little after it would have ended.
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => onGone(pageKey), LEAVE_MS + 200);
    return () => clearTimeout(timer);
  }, [leaving, onGone, pageKey]);
  const ended = (event: AnimationEvent) => {
    if (leaving && event.target === event.currentTarget) onGone(pageKey);
  };
  const motion = leaving
    ? 'page-leave pointer-events-none absolute inset-x-0 top-0'
    : enters
      ? 'page-enter'
      : '';
  return (
    <div
      data-testid="page"
      aria-hidden={leaving ? true : undefined}
      className={`p-4 md:p-8 ${motion}`}
      onAnimationEnd={ended}
    >
      <FrozenOutlet leaving={leaving} />
    </div>
  );
}
