import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

/**
 * Where a process id means something: this host name and, on Linux, this process-id
 * namespace (a container has its own). Two processes with the same identity can see each
 * other's pids.
 */
export function processScope(): { hostname: string; pidNamespace: string | null } {
  let pidNamespace: string | null = null;
  try {
    pidNamespace = fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    // Not Linux: the host name alone.
  }
  return { hostname: os.hostname(), pidNamespace };
}

/** The scope as a short tag for file names. */
export function processScopeTag(): string {
  const scope = processScope();
  return createHash('sha256')
    .update(`${scope.hostname}\n${scope.pidNamespace ?? ''}`)
    .digest('hex')
    .slice(0, 12);
}

/**
 * Whether the process `pid` of this scope has ended: no such process, or a zombie that
 * nobody reaped yet. A process of another user is alive (EPERM).
 */
export function processHasEnded(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  try {
    // /proc/<pid>/stat: "pid (command) state ...": the command may hold spaces and parens.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}
