/** Licence profiles that turn on the HR edition: the HR logo and the HR contact filter (spec access §6). */
export const HR_PROFILES = ['hr_database', 'external_contact'] as const;
export type HrProfile = (typeof HR_PROFILES)[number];

/**
 * The stable code of the function family the HR edition filters contacts on. The family's `key` is
 * its name in the country's language and may be renamed by an admin, so the code is what identifies it.
 */
export const HR_FUNCTION_FAMILY_CODE = 'hr';
