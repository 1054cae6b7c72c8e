import type { Me } from './session.types.ts';

/** "Name Surname", or the e-mail address while the profile has no name yet. */
export function fullName(user: Pick<Me, 'name' | 'surname' | 'email'>): string {
  const name = [user.name, user.surname].filter(Boolean).join(' ').trim();
  return name || user.email;
}
