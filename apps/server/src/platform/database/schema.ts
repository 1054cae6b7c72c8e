import type { PlanCurrency } from '@adatlas/domain/billing';
import type { SocialNetwork } from '@adatlas/domain/companies';
import type { Language } from '@adatlas/domain/languages';
import type { ColumnType, Generated } from 'kysely';

/**
 * Table types, hand-written next to the SQL migrations they mirror. Core tables are reached only
 * through `withSchema('core')`, tenant tables only through a tenant-scoped handle.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type GeneratedAlways<T> = ColumnType<T, never, never>;

export interface TenantsTable {
  id: string;
  country_code: string;
  name: string;
  sort_order: Generated<number>;
  free_trial_enabled: Generated<boolean>;
  hidden: Generated<boolean>;
  company_credits: Generated<number>;
  contact_credits: Generated<number>;
  helpdesk_email: string | null;
  /** The country's external plans page, where Change plan goes (migration core/250). */
  plans_page_url: string | null;
  privacy_url: string | null;
  terms_url: string | null;
  settings: Generated<Record<string, boolean>>;
  created_at: Timestamp;
  modified_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string | null;
  surname: string | null;
  user_group: Generated<'CUSTOMER' | 'ADMIN' | 'SUPER-ADMIN'>;
  context: Generated<'CUSTOMER' | 'admin'>;
  active: Generated<boolean>;
  email_verified_at: Timestamp | null;
  overdue: Generated<boolean>;
  tags: Generated<string[]>;
  profile: Generated<{ birthDate?: string | null; telephone?: string | null }>;
  billing_info: Record<string, unknown> | null;
  weekly_update_settings: Record<string, unknown> | null;
  mailer_username: string | null;
  mailer_password_enc: string | null;
  extra_company_credits: Generated<number>;
  extra_contact_credits: Generated<number>;
  last_interaction_at: Timestamp | null;
  /** Users of one organisation share public comments. */
  organisation: string | null;
  /** The interface language the server's mails are written in; null until known. */
  language: Language | null;
  created_at: Generated<Date>;
  modified_at: Generated<Date>;
}

export interface LicenceTenantsTable {
  user_id: number;
  tenant_id: string;
  expires_at: Timestamp;
  scopes: Generated<string[]>;
  profiles: Generated<string[]>;
}

export interface LicencePluginsTable {
  id: Generated<number>;
  user_id: number;
  tenant_id: string;
  name: string;
  period: Generated<0 | 1 | 12>;
  period_start: Timestamp | null;
  company_limit: number | null;
  contact_limit: number | null;
  exported_count: Generated<number>;
  request_limit: ColumnType<number | null, number | null | undefined, number | null>;
  requests_per_minute: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  token_prefix: string;
  created_at: Timestamp;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: number | null;
  last_used_at: Timestamp | null;
  last_used_ip: string | null;
  minute_start: Timestamp | null;
  minute_requests: Generated<number>;
}

/** `month` and `day` are Postgres dates, read as YYYY-MM-DD strings (connection.ts). */
export interface ApiMonthlyUsageTable {
  user_id: number;
  tenant_id: string;
  month: string;
  requests: Generated<number>;
}

export interface ApiKeyDailyUsageTable {
  key_id: number;
  tenant_id: string;
  day: string;
  requests: Generated<number>;
}

export interface ExportLogTable {
  id: Generated<number>;
  user_id: number;
  tenant_id: string;
  kind: 'companies' | 'contacts' | 'work-relations' | 'mailer';
  row_count: number;
  created_at: Timestamp;
}

/** A user's CRM connection (#34); the tokens are sealed with the secret box. */
export interface CrmConnectionsTable {
  user_id: number;
  provider: 'hubspot' | 'salesforce';
  access_token_sealed: string;
  refresh_token_sealed: string | null;
  instance_url: string | null;
  account_name: string | null;
  connected_at: Timestamp;
  modified_at: Timestamp;
}

export interface UserListPreferencesTable {
  user_id: number;
  list: string;
  columns: string[];
  modified_at: Timestamp;
}

export interface CrmPushesTable {
  id: Generated<number>;
  user_id: number;
  provider: 'hubspot' | 'salesforce';
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  total: number;
  processed: Generated<number>;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface CrmPushRowsTable {
  push_id: number;
  position: number;
  contact_id: number;
  name: string | null;
  surname: string | null;
  company: string | null;
  title: string | null;
  city: string | null;
  email: string | null;
  outcome: 'created' | 'updated' | 'skipped' | 'failed' | null;
  reason: string | null;
  crm_id: string | null;
}

export type SessionRevokedReason = 'replaced' | 'logout' | 'disabled' | 'password_changed';

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  tenant: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Timestamp;
  idle_timeout_seconds: number;
  revoked_at: Timestamp | null;
  revoked_reason: SessionRevokedReason | null;
  /** "See as this user" sessions opened by an admin: reads only. */
  read_only: Generated<boolean>;
  impersonated_by: number | null;
  restricted_to_two_factor_setup: Generated<boolean>;
  /** Opened on an expired licence by a self-registered user: good only for buying a plan. */
  restricted_to_renewal: Generated<boolean>;
  user_agent: string | null;
  ip: string | null;
}

export interface UserTwoFactorTable {
  user_id: number;
  secret_sealed: string;
  enabled_at: Timestamp | null;
  last_used_step: string | number | null;
  created_at: Generated<Date>;
}

export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface TwoFactorChallengesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  tenant: string;
  expires_at: Timestamp;
  failures: Generated<number>;
  used_at: Timestamp | null;
}

export type AuthTokenKind = 'verify_email' | 'reset_password' | 'authorization_code';

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: AuthTokenKind;
  token_hash: string;
  tenant_id: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  email: string;
  ip: string;
  succeeded: boolean;
  created_at: Timestamp;
  /** Set when an admin clears the account's throttle: the failure no longer counts. */
  cleared_at: Generated<Date | null>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | null;
  created_at: Generated<Date>;
  next_attempt_at: Generated<Date>;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
}

export type PlanPeriodColumn = 'month' | 'year' | 'none';
export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';
export type PaymentProviderName = 'local' | 'stripe' | 'none';

export interface PlansTable {
  id: string;
  plan_name: string;
  /** numeric comes back from pg as a string. */
  price: ColumnType<string, number | string, number | string>;
  period: PlanPeriodColumn;
  price_id: string;
  company_credits: number;
  contact_credits: number;
  markets: string[];
  archived: Generated<boolean>;
  results_limited: Generated<boolean>;
  sort_order: Generated<number>;
  /** One of PLAN_CURRENCIES: the column's CHECK (migration 110) holds it to them. */
  currency: Generated<PlanCurrency>;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  tenant_id: string;
  plan_id: string;
  status: SubscriptionStatus;
  provider: PaymentProviderName;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  period_start: Timestamp;
  period_end: Timestamp;
  last_event_at: Timestamp;
  created_at: Generated<Date>;
  modified_at: Generated<Date>;
}

export interface PaymentEventsTable {
  id: string;
  provider: string;
  type: string;
  created_at: Timestamp;
  received_at: Generated<Date>;
  payload: unknown;
}

export interface PaymentCustomersTable {
  user_id: number;
  provider: string;
  customer_id: string;
}

export interface PaymentSessionsTable {
  id: string;
  kind: 'checkout' | 'portal';
  user_id: number;
  tenant_id: string;
  plan_id: string | null;
  return_url: string;
  cancel_url: string | null;
  status: Generated<'open' | 'completed' | 'failed'>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface RecordOpensTable {
  user_id: number;
  tenant_id: string;
  entity_type: 'company' | 'contact';
  entity_id: number;
  period_start: Timestamp;
  opened_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string | null;
  at: Timestamp;
  tenant: string | null;
  entity: string;
  entity_id: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

export interface ImportJobsTable {
  id: Generated<number>;
  tenant: string;
  entity: string;
  file_name: string;
  created_by: number | null;
  status: Generated<'running' | 'done' | 'failed'>;
  processed: Generated<number>;
  total: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  /** ImportError; a job that failed before errors had codes holds neither code nor value. */
  errors: Generated<{ line: number; field: string; reason: string; code?: string; value?: string }[]>;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** One per weekly update e-mail sent (user, tenant, Monday of the week): a rerun sends nothing. */
export interface WeeklyUpdateMailsTable {
  user_id: number;
  tenant_id: string;
  week_start: ColumnType<string, string, never>;
  sent_at: Generated<Date>;
}

/** One per change event mailed in a user's alert digest, written with the outbox mail. */
export interface AlertDigestDeliveriesTable {
  tenant_id: string;
  user_id: number;
  event_id: number;
  mail_id: number;
  delivered_at: Generated<Date>;
}

/** One per (tenant, saved search, period) whose alert ran, written with its outbox mail. */
export interface SavedSearchAlertDeliveriesTable {
  tenant_id: string;
  saved_search_id: number;
  period: string;
  user_id: number;
  records: number;
  mail_id: number | null;
  delivered_at: Generated<Date>;
}

export interface SsoProvidersTable {
  id: Generated<number>;
  organisation: string;
  display_name: string;
  issuer_url: string;
  client_id: string;
  client_secret_sealed: string;
  default_licence: ColumnType<unknown, string, string>;
  sso_required: Generated<boolean>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  modified_at: Timestamp;
}

export interface SsoDomainsTable {
  domain: string;
  provider_id: number;
}

export interface SsoIdentitiesTable {
  provider_id: number;
  subject: string;
  user_id: number;
  created_at: Generated<Date>;
}

export interface SsoLoginsTable {
  state_hash: string;
  provider_id: number;
  tenant: string;
  nonce: string;
  code_verifier: string;
  browser_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CoreDatabase {
  audit_log: AuditLogTable;
  import_jobs: ImportJobsTable;
  tenants: TenantsTable;
  users: UsersTable;
  licence_tenants: LicenceTenantsTable;
  licence_plugins: LicencePluginsTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  login_attempts: LoginAttemptsTable;
  mail_outbox: MailOutboxTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  payment_events: PaymentEventsTable;
  payment_customers: PaymentCustomersTable;
  payment_sessions: PaymentSessionsTable;
  record_opens: RecordOpensTable;
  export_log: ExportLogTable;
  crm_connections: CrmConnectionsTable;
  user_list_preferences: UserListPreferencesTable;
  user_two_factor: UserTwoFactorTable;
  user_recovery_codes: UserRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  weekly_update_mails: WeeklyUpdateMailsTable;
  alert_digest_deliveries: AlertDigestDeliveriesTable;
  saved_search_alert_deliveries: SavedSearchAlertDeliveriesTable;
  api_keys: ApiKeysTable;
  api_monthly_usage: ApiMonthlyUsageTable;
  api_key_daily_usage: ApiKeyDailyUsageTable;
  sso_providers: SsoProvidersTable;
  sso_domains: SsoDomainsTable;
  sso_identities: SsoIdentitiesTable;
  sso_logins: SsoLoginsTable;
}

interface TreeTable {
  id: Generated<number>;
  key: string;
  parent_id: number | null;
  path: string;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

interface FunctionsTable extends TreeTable {
  /** A family's stable code (`hr`); null on nodes added by hand. */
  code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReferenceItemsTable {
  id: Generated<number>;
  list: string;
  key: string;
  label: string;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

export interface CollectiveAgreementsTable {
  id: Generated<number>;
  key: string;
  identifier: string;
  parent_id: number | null;
  active: Generated<boolean>;
  extra_fields: Generated<Record<string, unknown>>;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  name_norm: GeneratedAlways<string>;
  name_compact: GeneratedAlways<string>;
  type: 'ADV' | 'AG' | 'CP' | 'ME';
  active: Generated<boolean>;
  logo_url: string | null;
  main_category_id: number | null;
  /** The main category's key, kept by a trigger (094): the list's sector order reads it in order. */
  main_category_key: Generated<string | null>;
  sector_ids: Generated<number[]>;
  other_category_ids: Generated<number[]>;
  international_invest: Generated<string[]>;
  collective_agreement_ids: Generated<number[]>;
  address: string | null;
  address_notes: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  region: string | null;
  nation: string | null;
  nation_orig: string | null;
  lat: number | null;
  lng: number | null;
  tel: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  e_commerce: string | null;
  vat: string | null;
  creation_year: number | null;
  store_number: number | null;
  number_of_contacts: Generated<number>;
  medium_planning: string | null;
  income_range: string | null;
  employer_range: string | null;
  key_nielsen: string | null;
  parent_id: number | null;
  ateco_code: string | null;
  public_comment: string | null;
  job_offers_updated_at: Timestamp | null;
  created_at: Timestamp;
  modified_at: Timestamp;
  modified_by: string | null;
  companychange_at: Timestamp | null;
  functionchange_at: Timestamp | null;
  /** When the back office last checked the record and found it right (135). */
  verified_at: Timestamp | null;
}

export interface CompanyExternalLinksTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  link: string;
  logo: string | null;
  disabled: Generated<boolean>;
}

export interface CompanyFinancialsTable {
  company_id: number;
  year: number;
  revenue: number | null;
  operating_result: number | null;
  employees: number | null;
  personnel_cost: number | null;
}

export interface NielsenSpendTable {
  company_id: number;
  year: number;
  channel: string;
  amount: number;
}

export interface NielsenChannelsTable {
  id: GeneratedAlways<number>;
  name: string;
}

/** Written only by the triggers on nielsen_spend (migration 084): read-only here. */
export interface NielsenYearlyTable {
  company_id: GeneratedAlways<number>;
  year: GeneratedAlways<number>;
  /** Amount × 100 by channel id (`nielsen_channels.id`), null where the company has no row. */
  cents: GeneratedAlways<(number | null)[]>;
}

export interface SocialMediaTable {
  id: Generated<number>;
  company_id: number;
  network: SocialNetwork;
  followers: number | null;
  likes: number | null;
  posts: number | null;
  views: number | null;
  /** 0..5 with one decimal (numeric(2,1)), the app stores only. */
  app_rating: number | null;
  /** ISO date, as pg hands dates back. */
  measured_at: string;
  created_at: Timestamp;
  modified_at: Timestamp;
  /** Who last changed the row in the back office; null for imported figures. */
  modified_by: string | null;
}

export interface ContactsTable {
  id: Generated<number>;
  company_id: number | null;
  name: string;
  surname: string;
  full_name_norm: GeneratedAlways<string>;
  surname_norm: GeneratedAlways<string>;
  prefix: string | null;
  title: string | null;
  title_norm: GeneratedAlways<string | null>;
  function_id: number | null;
  email: string | null;
  tel: string | null;
  phone: string | null;
  fax: string | null;
  linkedin: string | null;
  xing: string | null;
  address: string | null;
  address_notes: string | null;
  city: string | null;
  province: string | null;
  region: string | null;
  nation: string | null;
  nomination_date: string | null;
  nomination_comment: string | null;
  profile_img: string | null;
  active: Generated<boolean>;
  created_at: Timestamp;
  modified_at: Timestamp;
  modified_by: string | null;
  companychange_at: Timestamp | null;
  functionchange_at: Timestamp | null;
  /** When the back office last checked the record and found it right (135). */
  verified_at: Timestamp | null;
}

export interface JobOffersTable {
  id: Generated<number>;
  company_id: number;
  published_at: Timestamp;
  job_title: string;
  contract_type: string | null;
  location: string | null;
  url: string | null;
  description: string | null;
  created_at: Timestamp;
  modified_at: Timestamp;
  modified_by: string | null;
}

export interface InvestmentRoundsTable {
  id: Generated<number>;
  company_id: number;
  funding_type_id: number | null;
  funding_date: string;
  total_amount: number | null;
  created_at: Timestamp;
  modified_at: Timestamp;
  modified_by: string | null;
}

export interface InvestmentRoundInvestorsTable {
  round_id: number;
  investor_company_id: number | null;
  investor_name: string;
  amount: number | null;
}

export interface AcquisitionsTable {
  id: Generated<number>;
  buyer_company_id: number | null;
  seller_company_id: number | null;
  acquired_at: string;
  amount: number | null;
  title: string;
}

export interface EntityNewsTable {
  id: Generated<number>;
  published_at: Timestamp;
  text: string;
  tags: Generated<string[]>;
}

export interface EntityNewsRefsTable {
  news_id: number;
  entity_type: 'company' | 'contact';
  entity_id: number;
  name: string;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  name_norm: GeneratedAlways<string>;
  name_compact: GeneratedAlways<string>;
  company_id: number | null;
  logo_url: string | null;
  website: string | null;
  sector_ids: Generated<number[]>;
  active: Generated<boolean>;
  created_at: Timestamp;
  modified_at: Timestamp;
  modified_by: string | null;
}

export interface BrandExternalLinksTable {
  id: Generated<number>;
  brand_id: number;
  label: string;
  link: string;
  disabled: Generated<boolean>;
}

export interface WorkRelationsTable {
  id: Generated<number>;
  brand_id: number;
  agency_company_id: number;
  category_id: number;
  since: string | null;
  /** The ad-library inference this relation was confirmed from (170), else null. */
  inferred_relation_id: Generated<number | null>;
}

/** An agency–brand relation inferred from the ad libraries, with its evidence (170). */
export interface InferredWorkRelationsTable {
  id: Generated<number>;
  agency_company_id: number;
  brand_id: number;
  n_ads: number;
  reach: number | null;
  times_shown_lower: number | null;
  times_shown_upper: number | null;
  first_shown: string | null;
  last_shown: string | null;
  payer_names: Generated<string[]>;
  beneficiary_names: Generated<string[]>;
  status: Generated<'proposed' | 'confirmed' | 'rejected'>;
  decided_by: string | null;
  decided_at: Timestamp | null;
  proposed_at: Generated<Timestamp>;
  evidence_at: Generated<Timestamp>;
}

export interface PitchesTable {
  id: Generated<number>;
  title: string;
  company_id: number;
  category_id: number;
  start_date: string;
  end_date: string | null;
  scope: string | null;
  source: string | null;
  winner_company_id: number | null;
  former_winner_company_id: number | null;
  external_competitors: Generated<string[]>;
  external_winner: string | null;
  external_former_winner: string | null;
  competition: Generated<boolean>;
  comment: string | null;
  active: Generated<boolean>;
  created_at: Timestamp;
  modified_at: Timestamp;
  modified_by: string | null;
}

export interface PitchBrandsTable {
  pitch_id: number;
  brand_id: number;
}

export interface PitchCompetitorsTable {
  pitch_id: number;
  company_id: number;
}

export interface CreativeWorksTable {
  id: Generated<number>;
  title: string;
  published_at: string;
  duration_seconds: number | null;
  url: string | null;
  snapshot_url: string | null;
  infos: string | null;
  brand_id: number | null;
  company_id: number | null;
  agency_id: number | null;
  production_agency_id: number | null;
  post_production_agency_id: number | null;
  music_production_agency_id: number | null;
  category_ids: Generated<number[]>;
  credits: string | null;
  active: Generated<boolean>;
  created_at: Timestamp;
  modified_at: Timestamp;
  modified_by: string | null;
}

export interface BrandAdvertisersTable {
  id: Generated<number>;
  advertiser_type: 'META' | 'GOOGLE';
  brand_id: number;
  company_id: number;
  year: number;
  payer: string | null;
  beneficiary: string | null;
  n_ads: Generated<number>;
  eu_total_reach: number | null;
  times_shown_lower: number | null;
  times_shown_upper: number | null;
  meta_library_id: string | null;
  google_advertiser_id: string | null;
  /** 'ingested' rows are the ad-library aggregate (migration 165); the demo generator writes 'demo'. */
  origin: Generated<'demo' | 'ingested'>;
}

export interface AdLibraryRunsTable {
  id: Generated<number>;
  source: 'META' | 'GOOGLE';
  status: Generated<'running' | 'done' | 'failed'>;
  since: string | null;
  cursor: string | null;
  file_name: string | null;
  file_bytes: number | null;
  pages: Generated<number>;
  ads: Generated<number>;
  errors: Generated<number>;
  error_report: ColumnType<{ line?: number; page?: number; message: string }[], string | undefined, string>;
  message: string | null;
  started_by: number | null;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  rows_read: Generated<number>;
  max_delivery_start: string | null;
  region: string | null;
}

export interface AdLibraryAdsTable {
  source: 'META' | 'GOOGLE';
  ad_id: string;
  advertiser_id: string | null;
  advertiser_name: string | null;
  payer: string | null;
  beneficiary: string | null;
  region: string | null;
  first_shown: string | null;
  last_shown: string | null;
  eu_total_reach: number | null;
  times_shown_lower: number | null;
  times_shown_upper: number | null;
  snapshot_url: string | null;
  raw: ColumnType<unknown, string, string>;
  run_id: number | null;
  ingested_at: Timestamp;
}

export type AdLibraryAdvertiserStatus = 'auto' | 'pending' | 'accepted' | 'picked' | 'rejected';

export interface AdLibraryAdvertisersTable {
  id: Generated<number>;
  name_key: string;
  name: string;
  roles: Generated<string[]>;
  company_id: number | null;
  brand_id: number | null;
  score: number | null;
  features: ColumnType<Record<string, unknown>, string | undefined, string>;
  status: Generated<AdLibraryAdvertiserStatus>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  n_ads: Generated<number>;
  scored_at: Timestamp | null;
}

export interface NewsFeedsTable {
  id: Generated<number>;
  name: string;
  logo: string | null;
  url: string;
  online: Generated<boolean>;
  last_fetched_at: Timestamp | null;
  last_error: string | null;
}

export interface NewsItemsTable {
  id: Generated<number>;
  feed_id: number | null;
  title: string;
  link: string;
  pub_date: Timestamp;
  feed_logo: string | null;
  categories: Generated<string[]>;
  content_snippet: string | null;
  tags: Generated<string[]>;
  company_ids: Generated<number[]>;
  search: GeneratedAlways<string>;
  created_at: Timestamp;
  modified_at: Timestamp;
  modified_by: string | null;
}

export interface PitchScoresTable {
  id: Generated<number>;
  company_id: number;
  category_id: number;
  latest_end_date: string | null;
  scope: string | null;
  latest_winner_company_id: number | null;
  score: number;
  computed_at: Timestamp;
}

export type TaggableEntity = 'company' | 'contact' | 'pitch' | 'pitchScore';

export interface TagsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  color: string;
  created_at: Generated<Date>;
}

export interface TagAssociationsTable {
  tag_id: number;
  entity_type: TaggableEntity;
  entity_id: number;
  created_at: Generated<Date>;
}

export interface CommentsTable {
  id: Generated<number>;
  user_id: number;
  user_name: string | null;
  user_surname: string | null;
  user_organisation: string | null;
  comment_type: 'private' | 'public';
  content: string;
  entity_type: 'company' | 'contact';
  entity_id: number;
  created_at: Generated<Date>;
  modified_at: Timestamp;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  type: TaggableEntity;
  name: string;
  data: Record<string, unknown>;
  results_count: number | null;
  cached_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface SettingsTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  entity_type: string | null;
  entity_id: number | null;
  data: Record<string, unknown>;
  created_at: Generated<Date>;
  modified_at: Timestamp;
}

export interface ChangeEventsTable {
  id: Generated<number>;
  company_id: number;
  event: string;
  entity_id: number;
  created_at: Generated<Date>;
}

/** A record's changes and the events around a company, written by triggers (135). */
export interface RecordHistoryTable {
  id: Generated<number>;
  record_kind: 'company' | 'contact' | 'pitch' | 'creative';
  record_id: number;
  company_id: number | null;
  kind: string;
  field: string | null;
  before: string | null;
  after: string | null;
  at: Timestamp;
  actor: string | null;
}

export interface AlertDigestsTable {
  user_id: number;
  last_event_id: Generated<number>;
  last_sent_at: Timestamp | null;
  /** When the last digest run read this user's events (the tenant server's transaction time). */
  scanned_at: Timestamp | null;
}

/** A followed saved search and its sync numbers (migration tenant/125). */
export interface SavedSearchAlertsTable {
  saved_search_id: number;
  user_id: number;
  frequency: 'daily' | 'weekly';
  sync_seq: Generated<number>;
  mailed_seq: Generated<number>;
  looked_seq: Generated<number>;
  created_at: Generated<Date>;
  last_mailed_at: Timestamp | null;
  /** When the webhook dispatcher last ran it (tenant/175). */
  webhook_synced_at: Timestamp | null;
}

/** Records entered a followed saved search at sync until_seq (tenant/175): a webhook event. */
export interface SavedSearchEventsTable {
  id: Generated<string>;
  saved_search_id: number;
  user_id: number;
  since_seq: number;
  until_seq: number;
  created_at: Generated<Date>;
}

/** A record matching a followed saved search at its last sync, and the sync that first saw it. */
export interface SavedSearchMatchesTable {
  saved_search_id: number;
  record_id: number;
  version: Generated<string>;
  first_seen_seq: number;
}

export interface WebhookEndpointsTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  events: string[];
  secret_sealed: string;
  secret_prefix: string;
  created_at: Timestamp;
  disabled_at: Timestamp | null;
  disabled_reason: 'owner' | 'failing' | null;
  failing_since: Timestamp | null;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: number;
  event_id: number;
  event_type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  lease_until: Timestamp | null;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_error: string | null;
  created_at: Generated<Date>;
  delivered_at: Timestamp | null;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: string;
  attempted_at: Timestamp;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
}

export interface WebhookDispatchTable {
  id: Generated<boolean>;
  scanned_at: Timestamp;
}

export interface TenantDatabase {
  categories: TreeTable;
  sectors: TreeTable;
  functions: FunctionsTable;
  collective_agreements: CollectiveAgreementsTable;
  reference_items: ReferenceItemsTable;
  companies: CompaniesTable;
  company_external_links: CompanyExternalLinksTable;
  company_financials: CompanyFinancialsTable;
  nielsen_spend: NielsenSpendTable;
  nielsen_channels: NielsenChannelsTable;
  nielsen_yearly: NielsenYearlyTable;
  social_media: SocialMediaTable;
  contacts: ContactsTable;
  job_offers: JobOffersTable;
  investment_rounds: InvestmentRoundsTable;
  investment_round_investors: InvestmentRoundInvestorsTable;
  acquisitions: AcquisitionsTable;
  entity_news: EntityNewsTable;
  entity_news_refs: EntityNewsRefsTable;
  brands: BrandsTable;
  brand_external_links: BrandExternalLinksTable;
  work_relations: WorkRelationsTable;
  inferred_work_relations: InferredWorkRelationsTable;
  pitches: PitchesTable;
  pitch_brands: PitchBrandsTable;
  pitch_competitors: PitchCompetitorsTable;
  creative_works: CreativeWorksTable;
  brand_advertisers: BrandAdvertisersTable;
  news_feeds: NewsFeedsTable;
  news_items: NewsItemsTable;
  pitch_scores: PitchScoresTable;
  tags: TagsTable;
  tag_associations: TagAssociationsTable;
  comments: CommentsTable;
  saved_searches: SavedSearchesTable;
  settings: SettingsTable;
  crm_pushes: CrmPushesTable;
  crm_push_rows: CrmPushRowsTable;
  ad_library_runs: AdLibraryRunsTable;
  ad_library_ads: AdLibraryAdsTable;
  ad_library_advertisers: AdLibraryAdvertisersTable;
  change_events: ChangeEventsTable;
  record_history: RecordHistoryTable;
  alert_digests: AlertDigestsTable;
  saved_search_alerts: SavedSearchAlertsTable;
  saved_search_events: SavedSearchEventsTable;
  saved_search_matches: SavedSearchMatchesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  webhook_dispatch: WebhookDispatchTable;
}
