import fs from 'node:fs';

/**
 * Puts a folder built under a temporary name in its place at once, so that no reader sees it half
 * made; when another process put one there first, theirs is the same and ours goes.
 */
export function publishFolder(building: string, folder: string): string {
  try {
    fs.renameSync(building, folder);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(folder)) throw error;
  }
  return folder;
}
