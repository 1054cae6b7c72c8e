import { TENANT_IDS, type TenantId } from '../tenants/tenants.constants.ts';

export const PLAN_PERIODS = ['month', 'year', 'none'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** Currencies a plan is priced in (spec access §6: pound in the UK, euro elsewhere; peso in Mexico). */
export const PLAN_CURRENCIES = ['EUR', 'GBP', 'MXN', 'USD'] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];

/** A billing period that renews; the trial (`none`) never does. */
export type RenewingPeriod = Exclude<PlanPeriod, 'none'>;

/** Length of each period in months, as the licence plugin stores it (`period`: 1, 12 or 0). */
export const PLAN_PERIOD_MONTHS: Record<PlanPeriod, number> = { month: 1, year: 12, none: 0 };

export const TRIAL_PLAN_ID = 'trial';

export interface PlanDefinition {
  id: string;
  /** EUR, VAT excluded. */
  price: number;
  period: PlanPeriod;
  companyCredits: number;
  contactCredits: number;
  markets: readonly TenantId[];
}

const EU_MARKETS: readonly TenantId[] = ['italy', 'france', 'uk'];

/**
 * The spec gives one credits figure per plan; we read it as granted for each kind,
 * so a plan of 250 credits opens 250 companies and 250 contacts per period.
 */
function plan(id: string, price: number, period: PlanPeriod, credits: number, markets: readonly TenantId[]) {
  return { id, price, period, companyCredits: credits, contactCredits: credits, markets } as const;
}

/** The plan catalogue of spec access §3. */
export const PLANS: readonly PlanDefinition[] = [
  plan('PLAN_ADVANCE_YEARLY_V2', 1000, 'year', 1440, EU_MARKETS),
  plan('PLAN_PRO_YEARLY_V2', 1500, 'year', 3000, EU_MARKETS),
  plan('PLAN_ADV_YEARLY_V2', 2390, 'year', 3000, EU_MARKETS),
  plan('PLAN_ADV_MONTHLY_V2', 99, 'month', 250, EU_MARKETS),
  plan('PLAN_ADVANCE_MONTHLY_V2', 49, 'month', 120, EU_MARKETS),
  plan('PLAN_PRO_MONTHLY_V2', 79, 'month', 250, EU_MARKETS),
  plan('ES_ADVANCE', 1000, 'year', 1500, ['spain']),
  plan('ES_PRO', 1500, 'year', 2000, ['spain']),
  plan('BASE_MONTHLY_V1', 70, 'month', 120, ['italy']),
  // Offered wherever the tenant record has freeTrialEnabled; see plansForTenant.
  plan(TRIAL_PLAN_ID, 0, 'none', 5, TENANT_IDS),
];

export const TRIAL_CREDITS = { company: 5, contact: 5 } as const;

/**
 * The licence plugin that grants credits outside a subscription (contracts sold by sales):
 * companyLimit / contactLimit per period of `period` months from periodStartDateTime.
 */
export const CREDITS_PLUGIN = 'Credits';

/**
 * How an account holds its access: `ecommerce` for a plan bought online (or a self-registered user
 * still choosing one), `contract` for a licence sold by sales and changed by the account manager.
 */
export const SUBSCRIPTION_ACCESS_KINDS = ['ecommerce', 'contract'] as const;
export type SubscriptionAccess = (typeof SUBSCRIPTION_ACCESS_KINDS)[number];

/** A licence entry this close to its expiry is flagged as expiring soon. */
export const LICENCE_EXPIRING_SOON_DAYS = 30;
export const LICENCE_COVERAGE_STATUSES = ['active', 'expiring', 'expired'] as const;
export type LicenceCoverageStatus = (typeof LICENCE_COVERAGE_STATUSES)[number];
