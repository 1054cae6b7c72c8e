import { z } from 'zod';
import { ACQUISITION_ROLES } from '../companies/companies.constants.ts';
import { FinancialFilterSchema } from '../companies/company-search.schemas.ts';
import { SEARCH_KEY_MAX_LENGTH } from '../search/search.constants.ts';
import {
  FacetSchema,
  IdKeySchema,
  IdNameSchema,
  PagedMetaSchema,
  PageLimitSchema,
  PageNumSchema,
  SortDirectionSchema,
} from '../search/search.schemas.ts';
import { CONTACT_FACET_FIELDS, CONTACT_SCHEMA_SECTIONS, CONTACT_SORT_KEYS } from './contacts.constants.ts';

const ids = z.array(z.number().int().positive()).max(500);
const texts = z.array(z.string().trim().min(1).max(200)).max(200);
const isoDateOrTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
const nullableText = z.string().nullable();

/** The company side of a contact search (spec data §7 POST {frontend}/contact company_filters). */
export const ContactCompanyFiltersSchema = z
  .object({
    id: ids.optional(),
    name: z.string().trim().min(1).max(100).optional(),
    creation_year: z.coerce.number().int().min(1800).max(2100).optional(),
    main_category: ids.optional(),
    city: texts.optional(),
    sector: ids.optional(),
    other_categories: ids.optional(),
    ateco_code: z.string().trim().min(1).max(20).optional(),
    acquisition_after: isoDateOrTime.optional(),
    acquisition_before: isoDateOrTime.optional(),
    acquisition_role: z.enum(ACQUISITION_ROLES).optional(),
    collectiveAgreements: ids.optional(),
  })
  .strict();
export type ContactCompanyFilters = z.infer<typeof ContactCompanyFiltersSchema>;

export const ContactSearchRequestSchema = z
  .object({
    /** Chosen contacts (a list's selection, #39): the search keeps only these. */
    id: ids.optional(),
    company_filters: ContactCompanyFiltersSchema.optional(),
    financial_filters: z.array(FinancialFilterSchema).max(10).optional(),
    function_parent: ids.optional(),
    function: ids.optional(),
    /**
     * Function families the list is confined to (the HR edition's filter): the areas and functions
     * above are then looked for inside them, not added to them.
     */
    function_family: ids.optional(),
    /**
     * The quick search's text (/contacts?key=): a word of the name or surname starts with it, or,
     * when fewer than three do, it is close to the name (typos), as the header's search matches.
     */
    key: z.string().trim().min(1).max(SEARCH_KEY_MAX_LENGTH).optional(),
    surname: z.string().trim().min(1).max(100).optional(),
    title: z.string().trim().min(1).max(100).optional(),
    city: texts.optional(),
    province: texts.optional(),
    region: texts.optional(),
    emailExists: z.boolean().optional(),
    commentsExists: z.boolean().optional(),
    nominationExists: z.boolean().optional(),
    newContactAfter: isoDateOrTime.optional(),
    newContactBefore: isoDateOrTime.optional(),
    modifiedContactAfter: isoDateOrTime.optional(),
    modifiedContactBefore: isoDateOrTime.optional(),
    sort_key: z.enum(CONTACT_SORT_KEYS).default('modified_at'),
    sort_direction: SortDirectionSchema.default('desc'),
    pageNum: PageNumSchema,
    limit: PageLimitSchema,
  })
  .strict();
export type ContactSearchRequest = z.infer<typeof ContactSearchRequestSchema>;

/** The list's search plus the filters whose values to count (each counted without its own filter). */
export const ContactFacetsRequestSchema = ContactSearchRequestSchema.extend({
  fields: z.array(z.enum(CONTACT_FACET_FIELDS)).min(1).max(CONTACT_FACET_FIELDS.length),
}).strict();
export type ContactFacetsRequest = z.infer<typeof ContactFacetsRequestSchema>;

/**
 * Functions by id (a function counts those under it, as its filter finds them; inside the chosen
 * families), the contacts' own cities by name.
 */
export const ContactFacetsResponseSchema = z.object({
  data: z.object({ function: FacetSchema.optional(), city: FacetSchema.optional() }),
});
export type ContactFacetsResponse = z.infer<typeof ContactFacetsResponseSchema>;

export const ContactListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  prefix: nullableText,
  title: nullableText,
  function: IdKeySchema.nullable(),
  company: IdNameSchema.nullable(),
  city: nullableText,
  emailExists: z.boolean(),
  modifiedAt: z.string(),
  /** When the contact was last verified or changed: the list's freshness mark. */
  updatedAt: z.string(),
});
export type ContactListItem = z.infer<typeof ContactListItemSchema>;

export const ContactSearchResponseSchema = z.object({
  contacts: PagedMetaSchema.extend({ data: z.array(ContactListItemSchema) }),
});
export type ContactSearchResponse = z.infer<typeof ContactSearchResponseSchema>;

export const ContactSchemaFieldSchema = z.object({
  section: z.enum(CONTACT_SCHEMA_SECTIONS),
  order: z.number().int(),
  key: z.string(),
  label: z.string(),
  type: z.string(),
});

export const ContactDetailSchema = z.object({
  id: z.number().int(),
  prefix: nullableText,
  name: z.string(),
  surname: z.string(),
  title: nullableText,
  function: IdKeySchema.nullable(),
  email: nullableText,
  tel: nullableText,
  phone: nullableText,
  fax: nullableText,
  linkedin: nullableText,
  xing: nullableText,
  company: z
    .object({
      id: z.number().int(),
      name: z.string(),
      tel: nullableText,
      fax: nullableText,
      address: nullableText,
      city: nullableText,
      website: nullableText,
      e_commerce: nullableText,
      vat: nullableText,
    })
    .nullable(),
  address: nullableText,
  address_notes: nullableText,
  city: nullableText,
  province: nullableText,
  region: nullableText,
  nation: nullableText,
  nomination_date: nullableText,
  nomination_comment: nullableText,
  profile_img: nullableText,
  active: z.boolean(),
  emailExists: z.boolean(),
  brands: z.array(IdNameSchema),
  created_at: z.string(),
  modified_at: z.string(),
  /** When the back office last checked the contact and found it right. */
  verified_at: z.string().nullable(),
});
export type ContactDetail = z.infer<typeof ContactDetailSchema>;

export const ContactDetailResponseSchema = z.object({
  data: ContactDetailSchema,
  schema: z.array(ContactSchemaFieldSchema),
});

/**
 * What a contact shows before it is opened (a credit): what the lists show (name, title, function,
 * company, city) and which private details opening it would reveal, never the details themselves.
 */
export const ContactPreviewSchema = z.object({
  id: z.number().int(),
  prefix: nullableText,
  name: z.string(),
  surname: z.string(),
  title: nullableText,
  function: IdKeySchema.nullable(),
  company: IdNameSchema.nullable(),
  city: nullableText,
  emailExists: z.boolean(),
  phoneExists: z.boolean(),
  linkedinExists: z.boolean(),
});
export type ContactPreview = z.infer<typeof ContactPreviewSchema>;
export const ContactPreviewResponseSchema = z.object({ data: ContactPreviewSchema });
