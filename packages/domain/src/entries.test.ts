import * as whole from '@links/domain';
import * as contract from '@links/domain/contract';
import * as engine from '@links/domain/engine';
import { describe, expect, it } from 'vitest';

/** docs/architecture.md, "The domain package": two entries, and the main one re-exports both. */
describe('the domain package', () => {
  it('exports each name of its main entry from exactly one of the contract and the engine', () => {
    const contractNames = new Set(Object.keys(contract));
    const engineNames = Object.keys(engine);
    expect(engineNames.filter((name) => contractNames.has(name))).toEqual([]);
    expect([...contractNames, ...engineNames].sort()).toEqual(Object.keys(whole).sort());
  });

  it('keeps the table of operations in the contract and the maths in the engine', () => {
    expect(Object.keys(contract)).toEqual(expect.arrayContaining(['operations', 'paths', 'kesAmount']));
    expect(Object.keys(engine)).toEqual(
      expect.arrayContaining(['parseKes', 'reducingBalanceSchedule', 'allocatePayment', 'formatDate']),
    );
    expect(Object.keys(engine)).not.toContain('operations');
  });
});
