/**
 * The fields of a historical event, declared once. The entity's columns and its GraphQL type
 * (event.entity.ts), the GraphQL insert form (event.inputs.graphql.ts), the input schema
 * (event.inputs.ts), the REST JSON (event-json.ts), the export columns and the seed record all
 * follow from this table; event-fields.test.ts fails when one of them drifts from it.
 */
import {
  CATEGORY,
  CONNECTION_TYPE,
  CULTURAL_TYPE,
  DATE_PRECISION,
  EVENT_TYPE,
  PERIOD,
  RELATIONSHIP_TYPE,
  SIGNIFICANCE_LEVEL,
  SUBCATEGORY,
  VERIFICATION_STATUS,
  type Vocabulary,
} from '../../domain/enums.js';

export type FieldKind = 'uuid' | 'text' | 'varchar' | 'int' | 'bigint' | 'float' | 'textList' | 'media' | 'sources' | 'datetime';

export interface EventFieldSpec {
  kind: FieldKind;
  /** What the field means: the GraphQL description. */
  description: string;
  nullable?: boolean;
  /** A fixed value set: a GraphQL enum, a zod enum. */
  vocabulary?: Vocabulary;
  /** varchar length. */
  length?: number;
  /** The column's default (the entity's initial value too). */
  default?: string | number;
  index?: boolean;
  /** Part of the insert form (spec section 3, "the event without id"): required, or optional with a bound. */
  input?: { required?: boolean; max?: number; maxItems?: number; description?: string };
  /** Written by exports and read back by imports (besides the input fields). */
  exported?: boolean;
  /** Stored but never shown through the API. */
  internal?: boolean;
}

const text = (description: string, input?: EventFieldSpec['input']): EventFieldSpec => ({ kind: 'text', description, input });
const optionalText = (description: string, max: number): EventFieldSpec => ({ kind: 'text', description, nullable: true, input: { max } });
const reserved = (description: string): EventFieldSpec => ({ kind: 'text', description: `${description}; not used yet.`, nullable: true });

export const EVENT_FIELDS = {
  id: { kind: 'uuid', description: 'Event id: a UUID, unique across all types (Node).', exported: true },
  name: text('Name of the event.', { required: true, max: 200, description: 'Name of the event (required).' }),
  period: {
    kind: 'varchar',
    length: 64,
    vocabulary: PERIOD,
    index: true,
    description: 'The period of the start year (see the periods query).',
    input: { description: 'The period; derived from the start year when absent, rejected when it does not match.' },
  },
  eventType: {
    kind: 'varchar',
    length: 16,
    vocabulary: EVENT_TYPE,
    default: 'real',
    index: true,
    description: 'Whether the event is history, an alternative telling, or a what-if.',
    input: { description: 'REAL (default), ALTERNATIVE or WHATIF. A what-if event needs linkedEventId to a real event.' },
  },
  culturalType: {
    kind: 'varchar',
    length: 32,
    vocabulary: CULTURAL_TYPE,
    nullable: true,
    description: 'The kind of cultural event; null for generic events.',
    input: {},
  },
  category: { kind: 'text', vocabulary: CATEGORY, nullable: true, index: true, description: 'Top-level category from the category tree.', input: {} },
  subcategory: {
    kind: 'text',
    vocabulary: SUBCATEGORY,
    nullable: true,
    index: true,
    description: 'Subcategory within the category.',
    input: { description: 'Subcategory; must belong to the category.' },
  },
  globalSignificance: {
    kind: 'varchar',
    length: 16,
    vocabulary: SIGNIFICANCE_LEVEL,
    default: 'regional',
    description: 'Computed by the server from casualties, participants and radius.',
  },
  startDate: {
    kind: 'varchar',
    length: 40,
    description:
      'Start date as given: YYYY, YYYY-MM or YYYY-MM-DD (a leading minus for BCE), or an EDTF level 0-1 date in the same numbering: 1450~ (about), 1066? (uncertain), 15XX (some time in the 1500s), 1066/1071 (between), ../1200 (before). See docs/dates-and-formats.md.',
    input: { required: true, max: 40, description: 'YYYY, YYYY-MM or YYYY-MM-DD, a leading minus for BCE, or an EDTF date (required).' },
  },
  endDate: {
    kind: 'varchar',
    length: 40,
    nullable: true,
    description: 'End date in the same forms, when the event lasts.',
    input: { max: 40, description: 'End date in the same forms; it may not end before the start can begin.' },
  },
  startYear: {
    kind: 'int',
    description: 'Earliest signed year the event can start, in historical numbering (-490 is 490 BCE; there is no year 0).',
  },
  endYear: { kind: 'int', description: "Latest signed year the event can end; the start date's latest year when it has no end date." },
  startLatestYear: {
    kind: 'int',
    description: 'Latest year the event can start: equal to startYear for a date known to the year or better, later for an uncertain span (15XX: 1599).',
  },
  endEarliestYear: {
    kind: 'int',
    description: 'Earliest year the event can end: equal to endYear for a date known to the year or better, earlier for an uncertain end.',
  },
  visibleFrom: { kind: 'int', description: 'First timeline year in which the event is visible (spec section 5).' },
  visibleTo: { kind: 'int', description: 'Last timeline year in which the event is visible (its end plus the fade or cultural window).' },
  datePrecision: { kind: 'varchar', length: 8, vocabulary: DATE_PRECISION, description: 'Precision of the start date.' },
  latitude: { kind: 'float', description: 'Latitude in WGS84 degrees.', input: { required: true, description: 'Latitude, -90..90 (required).' } },
  longitude: { kind: 'float', description: 'Longitude in WGS84 degrees.', input: { required: true, description: 'Longitude, -180..180 (required).' } },
  radius: {
    kind: 'float',
    default: 10000,
    description: 'Extent of the event in metres (default 10000).',
    input: { description: 'Extent in metres (default 10000).' },
  },
  description: text('What happened.', { required: true, max: 5000, description: 'What happened (required).' }),
  significance: text('Why it matters historically.', { required: true, max: 2000, description: 'Why it matters (required).' }),
  participants: { kind: 'textList', description: 'People, states and groups involved.', input: { max: 200, maxItems: 200 } },
  battleType: optionalText('Battle type, for battles.', 100),
  casualties: {
    kind: 'bigint',
    nullable: true,
    description:
      'Casualties on all sides: killed, wounded, captured and missing together, the common scholarly estimate (for disasters: the dead, plus the injured where known; where only the dead of every side were counted, as for most ancient battles: the dead); null when no all-sides figure is known (docs/data.md).',
    input: {},
  },
  location: text('Place name.', { required: true, max: 300, description: 'Place name (required).' }),
  coordinates: {
    kind: 'text',
    description: 'Coordinates as text, "lat, lon".',
    input: { max: 100, description: 'Coordinates as text; derived from latitude and longitude when absent.' },
  },
  wikiUrl: {
    kind: 'text',
    nullable: true,
    description: 'Link to more information (Wikipedia).',
    input: { max: 2000, description: 'An http(s) link to more information.' },
  },
  wikidataId: {
    kind: 'varchar',
    length: 16,
    nullable: true,
    description: 'The Wikidata item of the event (Q followed by digits), exported as sameAs.',
    input: { max: 16, description: 'A Wikidata item id: Q followed by digits, e.g. Q33209.' },
  },
  whoDescription: optionalText("Who was involved, in the creator's words.", 5000),
  outfit: optionalText('Clothing and look of the participants.', 5000),
  background: optionalText('Background of the event.', 5000),
  actions: optionalText('What the participants did.', 5000),
  context: optionalText('Why it happened.', 5000),
  consequences: optionalText('What happened next.', 5000),
  attachedMedia: {
    kind: 'media',
    default: '[]',
    description: 'Files and links attached to the event.',
    input: { maxItems: 50, description: 'Attached media.' },
  },
  sources: {
    kind: 'sources',
    default: '[]',
    description: 'Where the facts come from: a title, an optional http(s) link and an optional page or note each, in the order given.',
    input: { maxItems: 50, description: 'Sources: a title (required), an http(s) url and a page or note each; at most 50.' },
  },
  linkedEventId: {
    kind: 'uuid',
    nullable: true,
    index: true,
    description: 'Id of the real event a what-if or linked event anchors to.',
    input: { description: 'Id of the event this one anchors to.' },
  },
  relationshipType: {
    kind: 'varchar',
    length: 32,
    vocabulary: RELATIONSHIP_TYPE,
    nullable: true,
    description: 'Relationship to the linked event.',
    input: { description: 'How this event relates to the linked event.' },
  },
  connectionType: { kind: 'varchar', length: 16, vocabulary: CONNECTION_TYPE, default: 'manual', description: 'Who made the link to the linked event.' },
  blockchainHash: reserved('Reserved for planned verification anchoring'),
  verificationStatus: {
    kind: 'varchar',
    length: 16,
    vocabulary: VERIFICATION_STATUS,
    default: 'pending',
    description: 'Where the event stands in verification.',
    exported: true,
  },
  tokenId: reserved('Reserved for planned digital assets'),
  creatorAddress: reserved('Creator address, reserved for planned royalties'),
  royaltyPercentage: { kind: 'float', default: 10, description: 'Planned creator royalty percentage (default 10).' },
  digitalAssetUrl: reserved('Reserved for planned digital assets'),
  tags: { kind: 'textList', description: 'Free keywords.', input: { max: 60, maxItems: 50 } },
  countryTags: { kind: 'textList', description: 'Modern countries where it happened or that took part.', input: { max: 80, maxItems: 50 } },
  searchText: { kind: 'text', default: '', description: 'Lower-cased searchable text (see buildSearchText).', internal: true },
  createdAt: { kind: 'datetime', description: 'When the record was created.' },
  verifiedAt: {
    kind: 'datetime',
    nullable: true,
    description: 'When its verification status was last set by a moderator (or when it was validated at import).',
  },
  verifiedBy: { kind: 'uuid', nullable: true, description: 'The moderator or admin who last set the verification status.', internal: true },
  version: {
    kind: 'int',
    default: 1,
    description:
      'The version of the event: 1 when created, one more with every change that takes effect (see revisions). An edit names the version it was made on.',
  },
  submittedBy: {
    kind: 'uuid',
    nullable: true,
    index: true,
    description: 'The account that submitted the event (it may edit and withdraw it).',
    internal: true,
  },
} satisfies Record<string, EventFieldSpec>;

export type EventFieldName = keyof typeof EVENT_FIELDS;

const entries = Object.entries(EVENT_FIELDS) as [EventFieldName, EventFieldSpec][];

/** The fields of the insert form, in the table's order. */
export const INPUT_FIELDS = entries.filter(([, f]) => f.input).map(([name]) => name);

/** What an export writes: the insert form plus the id and the verification status, so it imports back. */
export const EXPORT_FIELDS = entries.filter(([, f]) => f.input || f.exported).map(([name]) => name);

/** What the API shows (GraphQL and REST), in the table's order. */
export const PUBLIC_FIELDS = entries.filter(([, f]) => !f.internal).map(([name]) => name);

export function fieldSpec(name: EventFieldName): EventFieldSpec {
  return EVENT_FIELDS[name];
}
