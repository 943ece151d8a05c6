/**
 * JavaScript per route of the production build (web/dist), from Vite's manifest: the chunks a
 * route loads before it renders (its entry and everything they import statically), raw and gzip,
 * and whether deck.gl or MapLibre is among their modules (read from the chunks' source maps).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  /** JavaScript files loaded before the route renders. */
  files: string[];
  rawKb: number;
  gzipKb: number;
  /** The build's brotli copies: what a browser is sent. */
  brotliKb: number;
  /** Loaded by the route's own code after it starts (its dynamic imports: MapLibre, the countries), raw and gzip. */
  onDemandKb: number;
  onDemandGzipKb: number;
  onDemandBrotliKb: number;
  /** deck.gl (or luma.gl) among the modules of any chunk the route loads, at once or on demand. */
  loadsDeckGl: boolean;
  loadsMapLibre: boolean;
}

/**
 * The routes reported, by the chunk the router lazy-loads for each: its source module, or its name
 * when Rolldown has made it a shared chunk (the admin page is also imported by the map's user menu).
 */
export const ROUTES: { route: string; module: string; preloads?: string[] }[] = [
  // The map's stage (MapLibre, deck.gl) renders after the screen; the entry starts loading it on /
  // (web/src/app/main.tsx), beside the screen's chunk: on demand, counted apart.
  { route: '/ (map)', module: 'src/app/routes/main-screen/main-screen.tsx', preloads: ['src/app/routes/main-screen/map-stage.tsx'] },
  { route: '/landing', module: 'src/features/site/pages/landing-page.tsx' },
  { route: '/about', module: 'src/features/site/pages/about-page.tsx' },
  { route: '/admin', module: 'src/features/admin/admin-page.tsx' },
];

const chunkName = (module: string) => path.basename(module).replace(/\.tsx?$/, '');

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The chunks loaded with `keys`: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return seen;
}

/** The library folders (under node_modules) whose code a chunk holds, from its source map. */
function librariesOf(distDir: string, file: string): string[] {
  const map = path.join(distDir, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  const { sources } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.map((s) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s)?.[1]).filter((s): s is string => Boolean(s));
}

function sizes(distDir: string, files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    const bytes = fs.readFileSync(path.join(distDir, f));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    // The copy the build wrote (web/vite.config.ts), as served; a file too small for one goes as it is.
    const copy = path.join(distDir, `${f}.br`);
    brotli += fs.existsSync(copy) ? fs.statSync(copy).size : bytes.length;
  }
  return { raw, gzip, brotli };
}

export function bundleReport(distDir: string): RouteBundle[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app (its vite.config sets build.manifest)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // The app's entry; the build has others (explorer.html, the API's GraphiQL page) that no route loads.
  const entry = 'index.html';
  if (!manifest[entry]?.isEntry) throw new Error('the manifest has no index.html entry chunk');
  return ROUTES.map(({ route, module, preloads = [] }) => {
    const key =
      Object.keys(manifest).find((k) => manifest[k]!.src === module) ??
      Object.keys(manifest).find((k) => !manifest[k]!.src && manifest[k]!.name === chunkName(module));
    if (!key) throw new Error(`no chunk for ${route} (${module}) in the manifest`);
    const loaded = staticClosure(manifest, [entry, key]);
    const files = [...loaded].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    // What the route's own chunks import on demand, and what the entry preloads for it (the entry's
    // other dynamic imports are the other routes).
    const own = [...staticClosure(manifest, [key])].filter((k) => k !== entry);
    const preloaded = preloads.map((src) => {
      const k = Object.keys(manifest).find((c) => manifest[c]!.src === src);
      if (!k) throw new Error(`no chunk for ${src}, preloaded on ${route}, in the manifest`);
      return k;
    });
    const onDemand = staticClosure(manifest, [...own.flatMap((k) => manifest[k]!.dynamicImports ?? []), ...preloaded]);
    const onDemandFiles = [...onDemand]
      .filter((k) => !loaded.has(k))
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith('.js'));
    const libraries = new Set([...files, ...onDemandFiles].flatMap((f) => librariesOf(distDir, f)));
    const { raw, gzip, brotli } = sizes(distDir, files);
    const later$ = sizes(distDir, onDemandFiles);
    return {
      route,
      files,
      rawKb: kb(raw),
      gzipKb: kb(gzip),
      brotliKb: kb(brotli),
      onDemandKb: kb(later$.raw),
      onDemandGzipKb: kb(later$.gzip),
      onDemandBrotliKb: kb(later$.brotli),
      loadsDeckGl: [...libraries].some((l) => l.startsWith('@deck.gl/') || l.startsWith('@luma.gl/')),
      loadsMapLibre: libraries.has('maplibre-gl') || libraries.has('react-map-gl'),
    };
  });
}

/** The structural promise of the code split: only the map loads deck.gl and MapLibre. */
export function checkCodeSplit(bundles: RouteBundle[]): string[] {
  const problems: string[] = [];
  for (const b of bundles) {
    const isMap = b.route.startsWith('/ ');
    if (isMap && !(b.loadsDeckGl && b.loadsMapLibre)) problems.push(`${b.route} should load deck.gl and MapLibre (the report cannot see them)`);
    if (!isMap && (b.loadsDeckGl || b.loadsMapLibre))
      problems.push(`${b.route} loads ${[b.loadsDeckGl && 'deck.gl', b.loadsMapLibre && 'MapLibre'].filter(Boolean).join(' and ')}`);
  }
  return problems;
}

// `npx tsx src/bundle-report.ts`: the report alone, for the current build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/dist');
  const bundles = bundleReport(dist);
  console.table(bundles.map(({ files, ...b }) => ({ ...b, files: files.length })));
  const problems = checkCodeSplit(bundles);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}
