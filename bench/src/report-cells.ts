/** The report's two cell formats, one definition for every table: a target's verdict and a number. */
export const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
export const fmt = (n: number) => n.toLocaleString('en');
