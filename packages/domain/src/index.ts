/** The whole domain: its wire contract and its engine (docs/architecture.md, "The domain package"). */
export * from './contract/index.js';
export * from './engine/index.js';
export * from './messages/index.js';
