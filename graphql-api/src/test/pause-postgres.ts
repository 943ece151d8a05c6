/**
 * Freezes a running PostgreSQL the way a stalled machine or a lost network does: every process of
 * the server (the postmaster and its backends) gets SIGSTOP, so connections stay open and queries
 * and new connections simply hang, until SIGCONT. Linux only (reads /proc).
 */
import fs from 'node:fs';
import path from 'node:path';

function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (name) state ppid ..."; the name may hold spaces, so read after ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** The postmaster of the server whose data folder is `dataDir`, and its child processes. */
export function postgresProcesses(dataDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return [postmaster, ...childrenOf(postmaster)];
}

export function pausePostgres(dataDir: string): number[] {
  const pids = postgresProcesses(dataDir);
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  return pids;
}

export function resumePostgres(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // gone
    }
  }
}
