/**
 * Statements sent together (docs/decisions/speed.md, "Statements sent together") are awaited with
 * `Promise.allSettled`, so that the caller still checks their answers in the order the rules put
 * them: the value of one, or its error thrown when its turn comes.
 */
export function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
