/**
 * The preview cards as SVG (card-image.ts renders them to PNG): an event's card is a map of its
 * region with its dot in its period's colour, its name, dates and place; the site's card is the
 * world with the site's name. Colours are the app's (web/src/styles/theme.ts, domain/periods.ts).
 */
import escapeHtml from 'escape-html';
import { periodByKey, periodOfYear, PERIODS, type Period } from '../../domain/periods.js';
import { mapPaths, regionProjection, worldProjection, type Box } from './card-map.js';
import { CARD_SIZE, previewDates, SITE_DESCRIPTION, SITE_NAME } from './page-meta.js';
import type { PreviewEvent } from './preview-event.js';

const { width: W, height: H } = CARD_SIZE;
const COLORS = { ocean: '#0f1c33', land: '#1f2a44', landStroke: '#3b4a6b', panel: '#0b1020', text: '#e2e8f0', muted: '#94a3b8', link: '#c4b5fd' };
/** The card's font (card-image.ts loads Inter from @expo-google-fonts/inter). */
export const CARD_FONT = 'Inter';
/** Text starts here and wraps before the map's middle. */
const TEXT_X = 64;
const TEXT_WIDTH = 560;

/**
 * Characters XML 1.0 cannot hold (control characters, lone surrogates): event text is user text,
 * and one such character would make the whole SVG unreadable.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string) => escapeHtml(text.replace(NOT_XML, ''));

/**
 * `text` in lines of about `width` pixels at `size`: the SVG renderer does not wrap, so words are
 * laid out by an average glyph width (Inter's is a little over half the font size). A text longer
 * than `maxLines` ends in an ellipsis.
 */
export function wrapText(text: string, size: number, width: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(width / (size * 0.56)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    // A word longer than a line is cut into line-long pieces.
    for (const piece of Array.from(word).length > perLine ? (word.match(new RegExp(`.{1,${perLine}}`, 'gu')) ?? [word]) : [word]) {
      const next = line ? `${line} ${piece}` : piece;
      if (Array.from(next).length <= perLine) line = next;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = Array.from(kept[maxLines - 1]!);
  kept[maxLines - 1] = `${last
    .slice(0, Math.max(1, perLine - 1))
    .join('')
    .trimEnd()}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attributes: string): string {
  const spans = lines.map((l, i) => `<tspan x="${x}" y="${y + i * lineHeight}">${xmlText(l)}</tspan>`).join('');
  return `<text font-family="${CARD_FONT}" font-size="${size}" ${attributes}>${spans}</text>`;
}

function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

function mapLayer(paths: { land: string; borders: string }): string {
  return (
    `<rect width="${W}" height="${H}" fill="${COLORS.ocean}"/>` +
    `<path d="${paths.land}" fill="${COLORS.land}" stroke="${COLORS.landStroke}" stroke-width="1.2"/>` +
    `<path d="${paths.borders}" fill="none" stroke="${COLORS.landStroke}" stroke-width="1" stroke-dasharray="4 3"/>`
  );
}

/** The dark veil under the text, fading out over the map. */
const TEXT_VEIL =
  `<defs><linearGradient id="veil" x1="0" x2="1" y1="0" y2="0">` +
  `<stop offset="0" stop-color="${COLORS.panel}" stop-opacity="0.96"/><stop offset="0.5" stop-color="${COLORS.panel}" stop-opacity="0.85"/>` +
  `<stop offset="0.72" stop-color="${COLORS.panel}" stop-opacity="0"/></linearGradient></defs>` +
  `<rect width="${W}" height="${H}" fill="url(#veil)"/>`;

const brand = (y: number) =>
  `<text x="${TEXT_X}" y="${y}" font-family="${CARD_FONT}" font-size="26" font-weight="700" letter-spacing="4" fill="${COLORS.link}">${SITE_NAME.toUpperCase()}</text>`;

/** The period an event belongs to: its stored key, or the period of its start year. */
const periodOf = (event: PreviewEvent): Period => periodByKey(event.period) ?? periodOfYear(event.startYear) ?? PERIODS[0]!;

/** Where the event's place sits: the middle of the card's right part, clear of the text. */
const MAP_BOX: Box = { x: 600, y: 0, width: 600, height: H };

export function eventCardSvg(event: PreviewEvent): string {
  const period = periodOf(event);
  const projection = regionProjection(event.longitude, event.latitude, MAP_BOX, { x: 0, y: 0, width: W, height: H });
  const [dotX, dotY] = projection([event.longitude, event.latitude]) ?? [MAP_BOX.x + MAP_BOX.width / 2, H / 2];
  // A long name steps down a size rather than losing its end.
  const nameSize = wrapText(event.name, 60, TEXT_WIDTH, Infinity).length <= 2 ? 60 : 48;
  const name = wrapText(event.name, nameSize, TEXT_WIDTH, 3);
  const nameTop = 190;
  const afterName = nameTop + name.length * nameSize * 1.15;
  const place = wrapText(event.location, 28, TEXT_WIDTH, 2);
  const pillWidth = Math.round(Array.from(period.name).length * 24 * 0.56 + 40);
  return svgDocument(
    mapLayer(mapPaths(projection)) +
      TEXT_VEIL +
      `<circle cx="${dotX.toFixed(1)}" cy="${dotY.toFixed(1)}" r="34" fill="${period.color}" fill-opacity="0.3"/>` +
      `<circle cx="${dotX.toFixed(1)}" cy="${dotY.toFixed(1)}" r="16" fill="${period.color}" stroke="#ffffff" stroke-width="4"/>` +
      brand(110) +
      textLines(name, TEXT_X, nameTop, nameSize, nameSize * 1.15, `font-weight="700" fill="#ffffff"`) +
      textLines([previewDates(event)], TEXT_X, afterName + 34, 38, 44, `font-weight="700" fill="${COLORS.text}"`) +
      textLines(place, TEXT_X, afterName + 90, 28, 36, `fill="${COLORS.muted}"`) +
      `<rect x="${TEXT_X}" y="${H - 104}" width="${pillWidth}" height="44" rx="22" fill="${period.color}"/>` +
      textLines([period.name], TEXT_X + 20, H - 74, 24, 24, `font-weight="700" fill="#ffffff"`),
  );
}

export function siteCardSvg(): string {
  const bandWidth = W / PERIODS.length;
  const bands = PERIODS.map(
    (p, i) => `<rect x="${(i * bandWidth).toFixed(1)}" y="${H - 16}" width="${bandWidth.toFixed(1)}" height="16" fill="${p.color}"/>`,
  ).join('');
  return svgDocument(
    mapLayer(mapPaths(worldProjection({ x: 0, y: 0, width: W, height: H - 16 }))) +
      TEXT_VEIL +
      brand(150) +
      textLines([SITE_NAME], TEXT_X, 270, 96, 96, `font-weight="700" fill="#ffffff"`) +
      textLines(wrapText(SITE_DESCRIPTION, 34, TEXT_WIDTH, 4), TEXT_X, 340, 34, 46, `fill="${COLORS.text}"`) +
      bands,
  );
}
