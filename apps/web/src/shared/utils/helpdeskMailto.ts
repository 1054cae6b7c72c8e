/** A mail to the tenant's helpdesk with the subject filled in. */
export function helpdeskMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
