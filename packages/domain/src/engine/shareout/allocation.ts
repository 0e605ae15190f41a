/**
 * Splits a whole number of cents among claims in proportion to their bases, by the largest-remainder
 * method: each claim first gets the whole cents of its exact share (total × basis / sum of bases,
 * rounded down), then the cents left over go one each to the largest remainders. The shares add up
 * to the total exactly, none is negative, a zero basis gets nothing, and a larger basis never gets
 * less than a smaller one (ties between equal remainders go to the larger basis, then the earlier claim).
 * Exact in BigInt: a year of month-end balances times the surplus is far beyond 2^53.
 */
export function splitByLargestRemainder(totalCents: number, bases: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`The amount to split must be whole cents, not negative: ${totalCents}`);
  }
  for (const basis of bases) {
    if (!Number.isSafeInteger(basis) || basis < 0) {
      throw new RangeError(`A basis must be whole cents, not negative: ${basis}`);
    }
  }
  const sum = bases.reduce((acc, basis) => acc + BigInt(basis), 0n);
  if (sum === 0n) {
    if (totalCents === 0) return bases.map(() => 0);
    throw new RangeError('There is no basis to split the amount by.');
  }
  const total = BigInt(totalCents);
  const exact = bases.map((basis, index) => {
    const product = total * BigInt(basis);
    return { index, basis, whole: product / sum, remainder: product % sum };
  });
  const shares = exact.map((claim) => claim.whole);
  let left = total - shares.reduce((acc, share) => acc + share, 0n);
  const byRemainder = [...exact].sort(
    (a, b) =>
      (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1) ||
      b.basis - a.basis ||
      a.index - b.index,
  );
  // `left` is below the number of claims with a remainder, so each gets at most one cent.
  for (const claim of byRemainder) {
    if (left === 0n) break;
    shares[claim.index] = (shares[claim.index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
