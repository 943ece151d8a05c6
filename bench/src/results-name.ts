import fs from 'node:fs';
import path from 'node:path';

/**
 * A results file's name in `dir` for a run at an ISO date: `base`, or `base-HHMM` when a file of
 * that name is there already (a second run of the day does not overwrite the first).
 */
export function resultsName(dir: string, base: string, isoDate: string, extension = '.json'): string {
  return fs.existsSync(path.join(dir, `${base}${extension}`)) ? `${base}-${isoDate.slice(11, 16).replace(':', '')}` : base;
}
