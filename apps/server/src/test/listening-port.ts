import fs from 'node:fs';

/**
 * The port a process listens on, read from Linux's /proc: its listening TCP socket's inode among its
 * open files. A server of the tests is started on port 0, so the system hands it a free port as it
 * binds: no port is chosen beforehand for another file's server to take meanwhile.
 */
export function listeningPort(pid: number): number | undefined {
  let inodes: Set<string>;
  try {
    inodes = new Set(
      fs
        .readdirSync(`/proc/${pid}/fd`)
        .map((fd) => {
          try {
            return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
          } catch {
            return undefined;
          }
        })
        .filter((inode): inode is string => inode !== undefined),
    );
  } catch {
    return undefined;
  }
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    // local address (hex ip:port), state 0A = LISTEN, inode in the tenth column
    if (fields[3] === '0A' && inodes.has(fields[9] ?? ''))
      return Number.parseInt(fields[1]!.split(':')[1]!, 16);
  }
  return undefined;
}
