/**
 * Lighthouse on a page of the production build, in the Chromium the tests use (chrome-launcher
 * starts it; nothing downloads a browser): performance, accessibility and best-practices scores,
 * with Lighthouse's mobile defaults (simulated slow 4G and a 4x slower CPU) and its desktop preset.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumExecutable } from '../../e2e/support/chromium.js';

export interface LighthouseFigures {
  url: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest contentful paint, total blocking time and layout shift as Lighthouse measured them. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points, for the report's reader. */
  failing: string[];
  /** What the main thread did and when (long tasks, work by kind, scripts, the LCP element, console errors): asked for by the standalone run. */
  diagnostics?: string[];
}

/** Lighthouse's diagnostic audits whose rows say where the time went, and how many rows of each to keep. */
const DIAGNOSTIC_AUDITS: Record<string, number> = {
  'long-tasks': 25,
  'mainthread-work-breakdown': 8,
  'bootup-time': 8,
  'largest-contentful-paint-element': 4,
  'lcp-breakdown-insight': 6,
  'errors-in-console': 6,
  'network-requests': 40,
};

function diagnose(audits: Record<string, { title: string; displayValue?: string; details?: unknown }>): string[] {
  return Object.entries(DIAGNOSTIC_AUDITS).flatMap(([id, rows]) => {
    const audit = audits[id];
    if (!audit) return [];
    const details = audit.details as { items?: unknown[] } | undefined;
    const items = (details?.items ?? []).slice(0, rows).map((item) => `  ${JSON.stringify(item).slice(0, 400)}`);
    return [`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`, ...items];
  });
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function runOnce(url: string, port: number, formFactor: 'mobile' | 'desktop', withDiagnostics: boolean): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse (${formFactor}) failed: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = CATEGORIES.flatMap((c) =>
    (categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${audits[ref.id]!.title}${audits[ref.id]!.displayValue ? ` (${audits[ref.id]!.displayValue})` : ''}`),
  );
  return {
    url,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    failing,
    ...(withDiagnostics ? { diagnostics: diagnose(audits) } : {}),
  };
}

/**
 * Lighthouse now and then loses the start of its own trace on this loaded machine (NO_NAVSTART, "run
 * Lighthouse again"; seen on /landing and / alike): such a run is tried again, up to this many times.
 */
const ATTEMPTS = 3;

/** Lighthouse on `url` for each form factor (mobile then desktop by default), each in a fresh headless Chromium. */
export async function benchLighthouse(
  url: string,
  formFactors: ('mobile' | 'desktop')[] = ['mobile', 'desktop'],
  { diagnostics = false } = {},
): Promise<LighthouseFigures[]> {
  const out: LighthouseFigures[] = [];
  for (const formFactor of formFactors) {
    for (let attempt = 1; ; attempt++) {
      try {
        out.push(await inFreshChromium(url, formFactor, diagnostics));
        break;
      } catch (e) {
        if (attempt >= ATTEMPTS || !(e instanceof Error) || !e.message.includes('NO_NAVSTART')) throw e;
      }
    }
  }
  return out;
}

async function inFreshChromium(url: string, formFactor: 'mobile' | 'desktop', diagnostics: boolean): Promise<LighthouseFigures> {
  const chromePath = chromiumExecutable();
  if (!chromePath) throw new Error('Lighthouse needs an installed Chromium (CHROMIUM_PATH or /usr/bin/chromium)');
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    return await runOnce(url, chrome.port, formFactor, diagnostics);
  } finally {
    chrome.kill();
  }
}

// `npx tsx src/lighthouse-bench.ts URL [mobile|desktop]`: the scores alone, against a running server.
if (import.meta.url === `file://${process.argv[1]}`) {
  const form = process.argv[3];
  const only: ('mobile' | 'desktop')[] | undefined = form === 'mobile' || form === 'desktop' ? [form] : undefined;
  for (const f of await benchLighthouse(process.argv[2] ?? 'http://127.0.0.1:4000/landing', only)) console.log(JSON.stringify(f, null, 2));
}
