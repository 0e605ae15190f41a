import * as whole from '@links/domain';
import * as contract from '@links/domain/contract';
import * as engine from '@links/domain/engine';
import { describe, expect, it } from 'vitest';
import * as messages from './messages/index.js';

/**
 * docs/architecture.md, "The domain package": two entries, and the main one re-exports both, with
 * the members' messages (docs/decisions/notifications.md, "Writing a message").
 */
describe('the domain package', () => {
  it('exports each name of its main entry from exactly one of the contract, the engine and the messages', () => {
    const contractNames = new Set(Object.keys(contract));
    const engineNames = Object.keys(engine);
    const messageNames = Object.keys(messages);
    expect(engineNames.filter((name) => contractNames.has(name))).toEqual([]);
    expect(messageNames.filter((name) => contractNames.has(name) || engineNames.includes(name))).toEqual([]);
    expect([...contractNames, ...engineNames, ...messageNames].sort()).toEqual(Object.keys(whole).sort());
  });

  it('keeps the table of operations in the contract and the maths in the engine', () => {
    expect(Object.keys(contract)).toEqual(expect.arrayContaining(['operations', 'paths', 'kesAmount']));
    expect(Object.keys(engine)).toEqual(
      expect.arrayContaining(['parseKes', 'reducingBalanceSchedule', 'allocatePayment', 'formatDate']),
    );
    expect(Object.keys(engine)).not.toContain('operations');
  });
});
