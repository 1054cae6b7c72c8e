import { z } from 'zod';
import { InferredEvidenceSchema } from '../inferred-relations/inferred-relations.schemas.ts';
import { CompanyTypeSchema, IdKeySchema, IdNameSchema } from '../search/search.schemas.ts';
import { COMPANY_SECTIONS, type CompanySection, SOCIAL_NETWORKS } from './companies.constants.ts';

const nullableText = z.string().nullable();

export const ExternalLinkSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  link: z.string(),
  logo: nullableText.optional(),
  disabled: z.boolean(),
});

export const AddressSchema = z.object({
  address: nullableText,
  addressNotes: nullableText,
  postalCode: nullableText,
  city: nullableText,
  province: nullableText,
  region: nullableText,
  nation: nullableText,
  position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});

export const CompanySectionsSchema = z.object(
  Object.fromEntries(COMPANY_SECTIONS.map((section) => [section, z.boolean()])) as Record<
    CompanySection,
    z.ZodBoolean
  >,
);
export type CompanySections = z.infer<typeof CompanySectionsSchema>;

export const CompanyDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: CompanyTypeSchema,
  active: z.boolean(),
  logo: nullableText,
  mainCategory: IdKeySchema.nullable(),
  sectors: z.array(IdKeySchema),
  otherCategories: z.array(IdKeySchema),
  internationalInvest: z.array(z.string()),
  collectiveAgreements: z.array(z.object({ id: z.number().int(), key: z.string(), identifier: z.string() })),
  address: AddressSchema,
  tel: nullableText,
  fax: nullableText,
  email: nullableText,
  website: nullableText,
  eCommerce: nullableText,
  vat: nullableText,
  creationYear: z.number().int().nullable(),
  storeNumber: z.number().int().nullable(),
  numberOfContacts: z.number().int(),
  mediumPlanning: nullableText,
  incomeRange: nullableText,
  employerRange: nullableText,
  keyNielsen: nullableText,
  atecoCode: nullableText,
  nationOrig: nullableText,
  publicComment: nullableText,
  parent: IdNameSchema.nullable(),
  childrenIds: z.array(z.number().int()),
  externalLinks: z.array(ExternalLinkSchema),
  wikipediaExtract: nullableText,
  jobOffersUpdatedAt: z.string().nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  /** When the back office last checked the company and found it right. */
  verifiedAt: z.string().nullable(),
  sections: CompanySectionsSchema,
});
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;
export const CompanyDetailResponseSchema = z.object({ data: CompanyDetailSchema });

/**
 * What a company shows before it is opened (a credit): the lists already show its name, type and
 * city; `sections` says which tabs opening it would fill.
 */
export const CompanyPreviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: CompanyTypeSchema,
  city: nullableText,
  sections: CompanySectionsSchema,
});
export type CompanyPreview = z.infer<typeof CompanyPreviewSchema>;
export const CompanyPreviewResponseSchema = z.object({ data: CompanyPreviewSchema });

export const CompanyContactsQuerySchema = z
  .object({ function: z.coerce.number().int().positive().optional() })
  .strict();
export const CompanyContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  prefix: nullableText,
  title: nullableText,
  function: IdKeySchema.nullable(),
  /** E-mail, phone and LinkedIn are null until the caller may see them (the reveal rule). */
  email: nullableText,
  tel: nullableText,
  linkedin: nullableText,
  modifiedAt: z.string(),
  revealed: z.boolean(),
  emailExists: z.boolean(),
  phoneExists: z.boolean(),
  linkedinExists: z.boolean(),
});
export type CompanyContact = z.infer<typeof CompanyContactSchema>;

export const FinancialYearSchema = z.object({
  year: z.number().int(),
  revenue: z.number().nullable(),
  operatingResult: z.number().nullable(),
  employees: z.number().int().nullable(),
  personnelCost: z.number().nullable(),
});
export type FinancialYear = z.infer<typeof FinancialYearSchema>;

export const JobOfferSchema = z.object({
  id: z.number().int(),
  publishedAt: z.string(),
  jobTitle: z.string(),
  contractType: nullableText,
  location: nullableText,
  url: nullableText,
  description: nullableText,
});
export type JobOffer = z.infer<typeof JobOfferSchema>;

export const InvestmentRoundSchema = z.object({
  id: z.number().int(),
  fundingType: IdKeySchema.nullable(),
  fundingDate: z.string(),
  totalAmountInvested: z.number().nullable(),
  investors: z.array(
    z.object({
      companyId: z.number().int().nullable(),
      companyName: z.string(),
      amountInvested: z.number().nullable(),
    }),
  ),
});
export type InvestmentRound = z.infer<typeof InvestmentRoundSchema>;

export const NielsenSpendRowSchema = z.object({
  year: z.number().int(),
  channel: z.string(),
  amount: z.number(),
});
export type NielsenSpendRow = z.infer<typeof NielsenSpendRowSchema>;
export const NielsenHistorySchema = z.object({
  years: z.array(z.number().int()),
  channels: z.array(z.string()),
  /** Plottable series only: identifier and total keys are left out. */
  rows: z.array(NielsenSpendRowSchema),
  grandTotals: z.array(z.object({ year: z.number().int(), amount: z.number() })),
});
export type NielsenHistory = z.infer<typeof NielsenHistorySchema>;

export const SocialNetworkSchema = z.enum(SOCIAL_NETWORKS);
/** One stored measurement of a network's figures, as the repository reads it. */
export const SocialMediaMeasurementSchema = z.object({
  network: SocialNetworkSchema,
  measuredAt: z.iso.date(),
  followers: z.number().int().nullable(),
  likes: z.number().int().nullable(),
  posts: z.number().int().nullable(),
  views: z.number().int().nullable(),
  appRating: z.number().min(0).max(5).nullable(),
});
export type SocialMediaMeasurement = z.infer<typeof SocialMediaMeasurementSchema>;
/** A network's latest figures and its follower count at every measurement, oldest first. */
export const SocialMediaNetworkSchema = SocialMediaMeasurementSchema.extend({
  history: z.array(z.object({ measuredAt: z.iso.date(), followers: z.number().int() })),
});
export type SocialMediaNetwork = z.infer<typeof SocialMediaNetworkSchema>;

const sectorsParam = z
  .union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive()).max(200)])
  .transform((value) => (Array.isArray(value) ? value : [value]));
export const CompanyBrandsQuerySchema = z
  .object({
    'sectors[]': sectorsParam.optional(),
    sectors: sectorsParam.optional(),
    sort_direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();

export const AgencyEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categories: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string() })),
  /** The ad-library evidence when the relation was confirmed from an inference, else null. */
  inferred: InferredEvidenceSchema.nullable(),
});
export type AgencyEntry = z.infer<typeof AgencyEntrySchema>;

export const CompanyBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: nullableText,
  website: nullableText,
  company: IdNameSchema.nullable(),
  sectors: z.array(IdKeySchema),
  /** For an agency's working brands: the categories it works on for this brand. */
  categories: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string() })),
  /** The agencies working on the brand, with the categories each covers. */
  agencies: z.array(AgencyEntrySchema),
});
export type CompanyBrand = z.infer<typeof CompanyBrandSchema>;
export const CompanyBrandsResponseSchema = z.object({
  kind: z.enum(['own', 'working']),
  data: z.array(CompanyBrandSchema),
});

export const CompanyPitchesQuerySchema = z
  .object({
    category: z.coerce.number().int().positive().optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();
export const PitchSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  category: IdKeySchema,
  company: IdNameSchema,
  winnerCompany: IdNameSchema.nullable(),
  role: z.enum(['advertiser', 'winner', 'formerWinner', 'competitor']),
});
export type PitchSummary = z.infer<typeof PitchSummarySchema>;
export const CompanyPitchesResponseSchema = z.object({
  data: z.array(PitchSummarySchema),
  graph: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
});

export const CreaSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  duration: z.number().int().nullable(),
  url: nullableText,
  snapshotUrl: nullableText,
  brand: IdNameSchema.nullable(),
  agency: IdNameSchema.nullable(),
  active: z.boolean(),
});
export type CreaSummary = z.infer<typeof CreaSummarySchema>;
export const CompanyCreasQuerySchema = z
  .object({
    hide_inactive: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .strict();

export interface GroupTreeNode {
  id: number;
  name: string;
  children: GroupTreeNode[];
}
/** Named (meta id), so that the OpenAPI document can refer to it from inside itself. */
export const GroupTreeNodeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    get children(): z.ZodArray<typeof GroupTreeNodeSchema> {
      return z.array(GroupTreeNodeSchema);
    },
  })
  .meta({ id: 'GroupTreeNode' });
export const CompanyGroupResponseSchema = z.object({ data: GroupTreeNodeSchema });
