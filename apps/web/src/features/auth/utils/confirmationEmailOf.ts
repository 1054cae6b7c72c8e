/** What /register hands to /confirmationEmailSent (router state): the address to confirm. */
export interface ConfirmationEmailSentState {
  email: string;
}

/** The address from the router state, if the page was reached from the registration form. */
export function confirmationEmailOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  return typeof state.email === 'string' && state.email ? state.email : undefined;
}
