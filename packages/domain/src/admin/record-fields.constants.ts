import { SOCIAL_NETWORKS } from '../companies/companies.constants.ts';
import {
  type AdminTreeList,
  type LookupEntity,
  RECORD_ENTITIES,
  type RecordEntity,
} from './admin.constants.ts';

export const RECORD_FIELD_TYPES = [
  'text',
  'number',
  'date',
  'select',
  'link',
  'textarea',
  'boolean',
] as const;
export type RecordFieldType = (typeof RECORD_FIELD_TYPES)[number];

/**
 * Where an id field finds its choices: records searched on the server by name, a reference tree,
 * or a flat reference list (the `reference_items` list name).
 */
export type RecordLookup =
  | { source: 'records'; entity: LookupEntity }
  | { source: 'tree'; list: AdminTreeList }
  | { source: 'list'; list: string };

/** One field of the generic detail pane (spec data §2); `key` is the column it edits. */
export interface RecordField {
  section: string;
  order: number;
  key: string;
  /** i18n key of the label. */
  label: string;
  type: RecordFieldType;
  required?: boolean;
  /** System fields: shown, never written by the form. */
  readOnly?: boolean;
  options?: readonly string[];
  /** Selects only: the i18n key under which each option's label sits (`<key>.<OPTION>`); else the option shows as is. */
  optionLabels?: string;
  /** Links only: the trimmed value must match (a Unicode pattern, case-insensitive). */
  regex?: string;
  /** Text, textareas and links: the longest value accepted, in characters. */
  maxLength?: number;
  /** Text only: a shape the value must have. */
  format?: 'email';
  /** Integer numbers (ids, years, counts). */
  integer?: boolean;
  /** Numbers only: the smallest and largest value allowed. */
  min?: number;
  max?: number;
  /** Years: the latest accepted is the current year plus this many (a founding year may be announced). */
  maxYearsAhead?: number;
  /** Dates only: a moment (timestamptz column), edited with its hour and minute. */
  withTime?: boolean;
  /** An id pointing to another record: edited as a searchable select of names, never a number. */
  lookup?: RecordLookup;
}

/** http(s), a host with a dot and a top-level name (any script), then anything without spaces. */
const HTTP_LINK = '^https?://([\\p{L}\\p{N}-]+\\.)+\\p{L}{2,}(:\\d+)?([/?#]\\S*)?$';
/**
 * The columns are unbounded `text` (migrations 002-004): these limits are the product's, sized on
 * the real values (a VAT number is at most 14 characters in the EU, an e-mail at most 254).
 */
const LINK_MAX = 2000;
const TEXTAREA_MAX = 20_000;
const EMAIL_MAX = 254;
/** Largest value of an `int` column; `bigint` ones go to the largest exact JavaScript integer. */
const INT4_MAX = 2_147_483_647;
const BIGINT_MAX = Number.MAX_SAFE_INTEGER;

type FieldSpec = Omit<RecordField, 'section' | 'order' | 'label'>;
const text = (key: string, maxLength: number, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  type: 'text',
  maxLength,
  ...extra,
});
const email = (key: string): FieldSpec => text(key, EMAIL_MAX, { format: 'email' });
const link = (key: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  type: 'link',
  regex: HTTP_LINK,
  maxLength: LINK_MAX,
  ...extra,
});
const int = (key: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  type: 'number',
  integer: true,
  max: INT4_MAX,
  ...extra,
});
/** Records have `bigint` ids; reference trees and lists `int` ones. */
const ref = (key: string, lookup: RecordLookup, extra: Partial<FieldSpec> = {}): FieldSpec =>
  int(key, { lookup, min: 1, max: lookup.source === 'records' ? BIGINT_MAX : INT4_MAX, ...extra });
const company = (key: string, extra: Partial<FieldSpec> = {}) =>
  ref(key, { source: 'records', entity: 'companies' }, extra);
const count = (key: string, max = BIGINT_MAX): FieldSpec => int(key, { min: 0, max });
const date = (key: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({ key, type: 'date', ...extra });
const flag = (key: string): FieldSpec => ({ key, type: 'boolean' });
const area = (key: string): FieldSpec => ({ key, type: 'textarea', maxLength: TEXTAREA_MAX });
const system = (key: string, type: RecordFieldType = 'date'): FieldSpec => ({ key, type, readOnly: true });

/** Sections in display order, each a list of fields in order. */
type Layout = Record<string, FieldSpec[]>;

const DB_INFO_FULL = [
  system('id', 'number'),
  system('created_at'),
  system('modified_at'),
  system('modified_by', 'text'),
];

const LAYOUTS: Record<RecordEntity, Layout> = {
  companies: {
    registry: [
      text('name', 200, { required: true }),
      { key: 'type', type: 'select', required: true, options: ['ADV', 'AG', 'CP', 'ME'] },
      flag('active'),
      text('vat', 30),
      int('creation_year', { min: 1800, maxYearsAhead: 1 }),
      text('ateco_code', 20),
      area('public_comment'),
    ],
    address: [
      text('address', 300),
      text('postal_code', 20),
      text('city', 100),
      text('province', 100),
      text('region', 100),
      text('nation', 100),
    ],
    contact: [text('tel', 40), text('fax', 40), email('email'), link('website'), link('logo_url')],
    db_info: [
      ...DB_INFO_FULL,
      system('verified_at'),
      system('companychange_at'),
      system('functionchange_at'),
    ],
  },
  contacts: {
    registry: [
      text('name', 100, { required: true }),
      text('surname', 100, { required: true }),
      text('prefix', 20),
      text('title', 200),
      company('company_id'),
      ref('function_id', { source: 'tree', list: 'functions' }),
      flag('active'),
      date('nomination_date'),
    ],
    address: [
      text('address', 300),
      text('city', 100),
      text('province', 100),
      text('region', 100),
      text('nation', 100),
    ],
    contact: [email('email'), text('tel', 40), text('phone', 40), link('linkedin')],
    db_info: [
      ...DB_INFO_FULL,
      system('verified_at'),
      system('companychange_at'),
      system('functionchange_at'),
    ],
  },
  brands: {
    registry: [text('name', 200, { required: true }), company('company_id'), flag('active')],
    contact: [link('website'), link('logo_url')],
    db_info: DB_INFO_FULL,
  },
  pitches: {
    registry: [
      text('title', 300, { required: true }),
      company('company_id', { required: true }),
      ref('category_id', { source: 'list', list: 'pitch_category' }, { required: true }),
      date('start_date', { required: true }),
      date('end_date'),
      text('scope', 200),
      text('source', 200),
      company('winner_company_id'),
      flag('competition'),
      flag('active'),
      area('comment'),
    ],
    db_info: DB_INFO_FULL,
  },
  creative_works: {
    registry: [
      text('title', 300, { required: true }),
      date('published_at', { required: true }),
      int('duration_seconds', { min: 0 }),
      ref('brand_id', { source: 'records', entity: 'brands' }),
      company('company_id'),
      company('agency_id'),
      link('url'),
      flag('active'),
      area('credits'),
    ],
    db_info: DB_INFO_FULL,
  },
  investment_rounds: {
    registry: [
      company('company_id', { required: true }),
      ref('funding_type_id', { source: 'list', list: 'funding_type' }),
      date('funding_date', { required: true }),
      // numeric(16, 2)
      { key: 'total_amount', type: 'number', min: 0, max: 99_999_999_999_999 },
    ],
    db_info: DB_INFO_FULL,
  },
  job_offers: {
    registry: [
      company('company_id', { required: true }),
      date('published_at', { required: true, withTime: true }),
      text('job_title', 300, { required: true }),
      text('contract_type', 100),
      text('location', 200),
      link('url'),
      area('description'),
    ],
    db_info: DB_INFO_FULL,
  },
  news_items: {
    registry: [
      text('title', 500, { required: true }),
      link('link', { required: true }),
      date('pub_date', { required: true, withTime: true }),
      link('feed_logo'),
      area('content_snippet'),
    ],
    db_info: DB_INFO_FULL,
  },
  social_media: {
    registry: [
      company('company_id', { required: true }),
      {
        key: 'network',
        type: 'select',
        required: true,
        options: SOCIAL_NETWORKS,
        optionLabels: 'PAGES.COMPANY.SOCIAL.NETWORK',
      },
      date('measured_at', { required: true }),
      count('followers'),
      count('likes'),
      count('posts', INT4_MAX),
      count('views'),
      // numeric(2, 1)
      { key: 'app_rating', type: 'number', min: 0, max: 5 },
    ],
    db_info: DB_INFO_FULL,
  },
};

function toFields(layout: Layout): RecordField[] {
  return Object.entries(layout).flatMap(([section, specs]) =>
    specs.map((spec, index) => ({
      ...spec,
      section,
      order: index,
      label: `ADMIN.FIELD.${spec.key.toUpperCase()}`,
    })),
  );
}

/** The detail-pane schema of every editable entity. */
export const RECORD_FIELDS = Object.fromEntries(
  RECORD_ENTITIES.map((entity) => [entity, toFields(LAYOUTS[entity])]),
) as unknown as Record<RecordEntity, readonly RecordField[]>;

/** The columns a list of records shows, after the id. */
export const RECORD_LIST_COLUMNS: Record<RecordEntity, readonly string[]> = {
  companies: ['name', 'type', 'city'],
  contacts: ['name', 'surname', 'email'],
  brands: ['name', 'company_id'],
  pitches: ['title', 'start_date'],
  creative_works: ['title', 'published_at'],
  investment_rounds: ['company_id', 'funding_date'],
  job_offers: ['job_title', 'published_at'],
  news_items: ['title', 'pub_date'],
  social_media: ['company_id', 'network', 'measured_at'],
};
