import { hasAnyScope, hasScope } from '../scopes/scopes.rules.ts';
import {
  KIND_ENTITLEMENTS,
  PRIVATE_CONTACT_FIELDS,
  type PrivateContactField,
  type RecordKind,
} from './entitlements.constants.ts';

export interface Caller {
  scopes: readonly string[];
  isAdmin: boolean;
}

/** The scope half of a kind's entitlement (the tenant's flag is checked where flags are read). */
export function mayReadKind(caller: Caller, kind: RecordKind): boolean {
  return caller.isAdmin || hasAnyScope(caller.scopes, KIND_ENTITLEMENTS[kind].anyOf);
}

const QUOTA_SCOPES = { company: 'companyQuota', contact: 'contactQuota' } as const;

/** Opening a record of the kind costs a credit: customers holding its quota scope; never admins. */
export function isCreditMetered(caller: Caller, kind: keyof typeof QUOTA_SCOPES): boolean {
  return !caller.isAdmin && hasScope(caller.scopes, QUOTA_SCOPES[kind]);
}

/**
 * The one reveal rule for a contact's personal data (e-mail, phones, fax, LinkedIn, Xing): shown to
 * admins, to a licence whose contact access is not metered, or when the caller opened (paid for)
 * that contact in the current billing period.
 */
export function mayRevealContact(caller: Caller, openedThisPeriod: boolean): boolean {
  return !isCreditMetered(caller, 'contact') || openedThisPeriod;
}

export type RevealedContact<Row> = Omit<Row, PrivateContactField> & {
  [Field in PrivateContactField & keyof Row]: Row[Field] | null;
} & { revealed: boolean; emailExists: boolean; phoneExists: boolean; linkedinExists: boolean };

const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * A contact row as a caller may see it: the private fields it carries are emptied unless
 * `revealed`, and flags say which of them exist, so the UI can offer to open the contact.
 */
export function revealContact<Row extends object>(row: Row, revealed: boolean): RevealedContact<Row> {
  const shown = { ...row } as Record<string, unknown>;
  const value = (field: PrivateContactField) => (row as Partial<Record<PrivateContactField, unknown>>)[field];
  if (!revealed) {
    for (const field of PRIVATE_CONTACT_FIELDS) if (field in shown) shown[field] = null;
  }
  return {
    ...(shown as Row),
    revealed,
    emailExists: present(value('email')),
    phoneExists: present(value('tel')) || present(value('phone')),
    linkedinExists: present(value('linkedin')),
  } as RevealedContact<Row>;
}
