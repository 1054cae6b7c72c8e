import { type AdminUserPatch, AdminUserPatchSchema, type RecordField } from '@adatlas/domain/admin';
import type { Me } from '@adatlas/domain/auth';
import type { Language } from '@adatlas/domain/languages';
import type { UserGroup } from '@adatlas/domain/scopes';

/** What the back office's user form edits; an empty name is null, as the API stores it. */
export interface UserEditValues {
  name: string | null;
  surname: string | null;
  /** null: not known yet (the user never signed in); the form then sends none. */
  language: Language | null;
  group: UserGroup;
  extraCompanyCredits: number | null;
  extraContactCredits: number | null;
}

const nameMax = (key: 'name' | 'surname') => AdminUserPatchSchema.shape[key].unwrap().unwrap().maxLength;
const credits = (key: 'extraCompanyCredits' | 'extraContactCredits', label: string): RecordField => {
  const schema = AdminUserPatchSchema.shape[key].unwrap();
  return {
    section: 'credits',
    order: 0,
    key,
    label,
    type: 'number',
    required: true,
    integer: true,
    min: schema.minValue ?? undefined,
    max: schema.maxValue ?? undefined,
  };
};

/**
 * The form's checked fields with the API's own limits (AdminUserPatchSchema), so the form refuses
 * what the server would, with the same words as the record forms (`checkFieldValue`).
 */
export const USER_EDIT_FIELDS: readonly RecordField[] = [
  {
    section: 'identity',
    order: 0,
    key: 'name',
    label: 'ADMIN.FIELD.NAME',
    type: 'text',
    maxLength: nameMax('name') ?? undefined,
  },
  {
    section: 'identity',
    order: 1,
    key: 'surname',
    label: 'ADMIN.FIELD.SURNAME',
    type: 'text',
    maxLength: nameMax('surname') ?? undefined,
  },
  credits('extraCompanyCredits', 'ADMIN.CUSTOMERS.EXTRA_COMPANY_CREDITS'),
  credits('extraContactCredits', 'ADMIN.CUSTOMERS.EXTRA_CONTACT_CREDITS'),
];

/** The form's starting values, from the account as the server has it. */
export function userEditValues(user: Me): UserEditValues {
  return {
    name: user.name,
    surname: user.surname,
    language: user.language,
    group: user.group,
    extraCompanyCredits: user.extraCompanyCredits,
    extraContactCredits: user.extraContactCredits,
  };
}

const cleanName = (value: string | null | undefined) => value?.trim() || null;

/**
 * Only what the form changed: an untouched field is not sent, so the audit trail records the
 * change made and a group left alone never asks for the super admin's right. A field the form
 * does not hold (undefined) is unchanged; an emptied credit is refused by the form, never sent.
 */
export function userPatch(initial: UserEditValues, values: Partial<UserEditValues>): AdminUserPatch {
  const patch: AdminUserPatch = {};
  for (const key of ['name', 'surname'] as const) {
    if (values[key] === undefined) continue;
    const value = cleanName(values[key]);
    if (value !== cleanName(initial[key])) patch[key] = value;
  }
  if (values.language && values.language !== initial.language) patch.language = values.language;
  if (values.group && values.group !== initial.group) patch.group = values.group;
  for (const key of ['extraCompanyCredits', 'extraContactCredits'] as const) {
    const value = values[key];
    if (typeof value === 'number' && value !== initial[key]) patch[key] = value;
  }
  return patch;
}
