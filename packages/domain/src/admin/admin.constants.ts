export const ADMIN_USERS_PAGE_SIZE = 20;
/** Rows per page of the back-office audit log. */
export const AUDIT_PAGE_SIZE = 50;
/** How long a "see as this user" session lasts. */
export const IMPERSONATION_TTL_MINUTES = 30;

/** Tree-shaped reference lists an admin edits; each maps to its own tenant table. */
export const ADMIN_TREE_LISTS = ['categories', 'sectors', 'functions', 'collective_agreements'] as const;
export type AdminTreeList = (typeof ADMIN_TREE_LISTS)[number];

export const RECORD_ENTITIES = [
  'companies',
  'contacts',
  'brands',
  'pitches',
  'creative_works',
  'investment_rounds',
  'job_offers',
  'news_items',
  'social_media',
] as const;
export type RecordEntity = (typeof RECORD_ENTITIES)[number];

/** Records a detail-pane field can point to through a searchable lookup. */
export const LOOKUP_ENTITIES = ['companies', 'contacts', 'brands'] as const;
export type LookupEntity = (typeof LOOKUP_ENTITIES)[number];
/** Most options one lookup search answers. */
export const LOOKUP_LIMIT = 20;

export const IMPORT_ENTITIES = ['companies', 'contacts', 'brands'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

/** What a record field's value got wrong, by the rules of its field (see `checkFieldValue`). */
export const RECORD_FIELD_ISSUE_CODES = [
  'REQUIRED',
  'NUMBER',
  'WHOLE_NUMBER',
  'RANGE',
  'DATE',
  'OPTION',
  'TOO_LONG',
  'EMAIL',
  'LINK',
  'BOOLEAN',
  /** A JSON value of the wrong kind (an object for a name): only an API client sends one. */
  'INVALID',
] as const;
export type RecordFieldIssueCode = (typeof RECORD_FIELD_ISSUE_CODES)[number];

/**
 * Why an import row was refused, or a started import stopped; the web words each one
 * (ADMIN.IMPORT.ERROR.<code>). UNEXPECTED only ends a job: the database refused what the check let through.
 */
export const IMPORT_ERROR_CODES = [...RECORD_FIELD_ISSUE_CODES, 'NO_RECORD', 'UNEXPECTED'] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export const IMPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** Largest upload the import accepts (base64 in JSON grows it by a third). */
export const IMPORT_MAX_FILE_BYTES = 15 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
/** Dry-run errors returned at most; the count is always exact. */
export const IMPORT_MAX_REPORTED_ERRORS = 500;

/** Scopes grouped by area, for the licence editor's checkboxes. */
export const SCOPE_AREAS = {
  DATA: ['company', 'contact', 'pitch', 'pitchScores', 'brandAdvertisers'],
  COMPANY_SECTIONS: ['companyInvestment', 'companyBrand', 'companyPitch', 'companyCrea'],
  ACCOUNT: ['ecommerce', 'favourites', 'comments', 'companyQuota', 'contactQuota'],
  COMMUNICATION: ['activemailer', 'weeklyUpdateEmail', 'emailAlerts'],
  EXPORT: ['p_contactsExport', 'p_companyExport', 'p_workingRelationsExport'],
} as const;
