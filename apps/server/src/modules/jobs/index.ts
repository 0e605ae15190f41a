export { releaseLease, takeLease } from './lease.js';
export { type Round, runRound, startRounds, takeRound } from './rounds.js';
