/**
 * A small seeded pseudo-random generator (mulberry32), so the demo group comes out the same on
 * every run: the same names paired, the same amounts, the same days.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new RangeError('Cannot pick from an empty list');
    return item;
  };
  return {
    next,
    /** A whole number from min to max, both included. */
    int,
    pick,
    chance: (probability: number): boolean => next() < probability,
    /** A new array with the items in a random order (Fisher–Yates). */
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    /** An M-Pesa style receipt code: ten capital letters and digits, starting with a letter. */
    receiptCode(): string {
      const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
      const symbols = `${letters}0123456789`;
      let code = pick([...letters]);
      for (let i = 1; i < 10; i++) code += pick([...symbols]);
      return code;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
