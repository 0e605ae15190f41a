// Opens another group in a data folder before its server starts, through the built server's test
// seam (apps/server/src/harness.ts, built). Plain JavaScript run by node, as seed-folder.mjs is.
// Usage: node add-group.mjs <folder> <JSON: { name, password, members, status? }>
import { addGroup } from '../../apps/server/dist/harness.js';

const [folder, json] = process.argv.slice(2);
const { name, password, members, status } = JSON.parse(json);
await addGroup(folder, name, members, password, status);
