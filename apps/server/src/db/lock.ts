import fs from 'node:fs';
import path from 'node:path';

export class DataFolderInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * When a process started, in clock ticks since boot (`/proc/<pid>/stat`, field 22): with the pid,
 * it names one process for good, since a pid is reused only by a process started later. Undefined
 * where there is no /proc (macOS, Windows).
 */
export function processStartOf(pid: number): string | undefined {
  const stat = readProc(pid, 'stat');
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[19];
}

/** The lock's owner as the file names it: `<pid> <start>`, or a bare pid (locks of older versions). */
function readOwner(lockPath: string): { pid: number; start: string | undefined } {
  const [pid = '', start] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
  return { pid: Number.parseInt(pid, 10), start };
}

/**
 * Whether the process that wrote the lock still runs (docs/decisions/servers.md, "Starting several servers").
 * After a power cut the pid may belong to any other program: a process with that pid but another start time
 * is not the owner. A lock of an older version (no start time) is held while its pid is a node process.
 * Without /proc, a live pid counts as the owner.
 */
function ownerRuns(owner: { pid: number; start: string | undefined }): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid) return false;
  if (!isRunning(owner.pid)) return false;
  const start = processStartOf(owner.pid);
  if (start === undefined) return true;
  if (owner.start !== undefined) return start === owner.start;
  const command = readProc(owner.pid, 'cmdline');
  return command === undefined || /(^|\/)node(js)?\b/.test(command.split('\0')[0] ?? '');
}

/**
 * The embedded database must never be opened by two processes: the second would corrupt it.
 * A lock file naming the owner (its pid and start time) guards the folder; a lock whose owner is
 * gone, or whose pid now belongs to another program, is taken over.
 */
export function lockDataFolder(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'links.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, `${process.pid} ${processStartOf(process.pid) ?? ''}`.trim());
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (ownerRuns(owner)) {
        throw new DataFolderInUseError(
          `The data folder ${dataDir} is in use by another Links process (pid ${owner.pid}). ` +
            'Stop that process first, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataFolderInUseError(`Could not lock the data folder ${dataDir}.`);
}
