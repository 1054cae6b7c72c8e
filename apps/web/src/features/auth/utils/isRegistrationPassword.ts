/** The registration rule (spec §5): at least 8 characters with at least one letter and one digit. */
export function isRegistrationPassword(password: string): boolean {
  return password.length >= 8 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}
