import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** The direct children of a process (a cluster primary's workers). */
export function childPids(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds (user and system, Linux /proc) a process and its direct children have used so far. */
export function cpuSecondsOf(pid: number): number {
  let ticks = 0;
  for (const each of [pid, ...childPids(pid)]) {
    try {
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // it has just exited
    }
  }
  return ticks / TICKS;
}
