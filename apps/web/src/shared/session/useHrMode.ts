import { isHrProfile } from '@adatlas/domain/profiles';
import { useSession } from './useSession.ts';

/**
 * True when the signed-in user's licence for the current country holds an HR profile (spec access
 * §6): the header shows the HR edition and the contact list opens on the HR family. It reads the
 * user as GET /user/me last returned it, so a profile granted by an admin shows on the next visit.
 */
export function useHrMode(): boolean {
  const { session } = useSession();
  if (!session) return false;
  const entry = session.user.licence.tenants.find((candidate) => candidate.tenant === session.tenant);
  return entry !== undefined && isHrProfile(entry.profiles);
}
