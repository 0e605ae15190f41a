import type { Cents } from '@links/domain';
import { useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { usePrefersReducedMotion } from '../../../lib/usePrefersReducedMotion';

/**
 * docs/spec/constants.md, "Screen and motion": the real figure appears after 3000 ms; until then the
 * placeholder changes every 100 ms.
 */
export const CARD_REVEAL_DELAY_MS = 3000;
export const FLICKER_INTERVAL_MS = 100;

/** docs/spec/constants.md, "Money and dates on screen": the placeholder is a six-digit number. */
export const randomSixDigits = () => 100_000 + Math.floor(Math.random() * 900_000);

/** Where a card's figure comes from: a query answering a KES number. */
export interface FigureSource {
  data: number | undefined;
  error: unknown;
  isError: boolean;
}

export type Figure =
  | { state: 'loading'; placeholder: number }
  | { state: 'ready'; cents: Cents }
  | { state: 'failed'; message: string };

/**
 * A summary card's figure (docs/spec/screens.md, "Summary cards"): a random six-digit number that changes
 * every 100 ms, then, once 3 seconds have passed and the answer is in, the real amount or the error message
 * (the server's `message`, else the card's default, docs/spec/errors.md, "Cards"). Visitors who ask for
 * reduced motion see one steady placeholder instead of the flicker.
 */
export function useRevealedFigure(source: FigureSource, fallbackMessage: string): Figure {
  const [delayOver, setDelayOver] = useState(false);
  const [placeholder, setPlaceholder] = useState(randomSixDigits);
  const reduceMotion = usePrefersReducedMotion();
  const answered = source.data !== undefined || source.isError;
  const revealed = delayOver && answered;

  useEffect(() => {
    const timer = setTimeout(() => setDelayOver(true), CARD_REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (revealed || reduceMotion) return;
    const flicker = setInterval(() => setPlaceholder(randomSixDigits()), FLICKER_INTERVAL_MS);
    return () => clearInterval(flicker);
  }, [revealed, reduceMotion]);

  if (!revealed) return { state: 'loading', placeholder };
  // A refetch that fails keeps the figure already known; only a card without one shows the error.
  if (source.data !== undefined) return { state: 'ready', cents: kesToCents(source.data) };
  return { state: 'failed', message: messageOf(source.error, fallbackMessage) };
}
