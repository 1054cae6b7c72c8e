import { HR_FUNCTION_FAMILY_CODE, HR_PROFILES } from './profiles.constants.ts';

/** True when one of a licence entry's profiles is an HR one. */
export function isHrProfile(profiles: readonly string[]): boolean {
  return profiles.some((profile) => (HR_PROFILES as readonly string[]).includes(profile));
}

/** The id of the HR family among the roots of a country's function tree, or null when it has none. */
export function findHrFunctionFamily(roots: readonly { id: number; code?: string | null }[]): number | null {
  return roots.find((root) => root.code === HR_FUNCTION_FAMILY_CODE)?.id ?? null;
}
