/** A licence day (YYYY-MM-DD) lasts to its last second, UTC, as the server stores it. */
export function licenceExpiryInstant(day: string): string {
  return new Date(`${day}T23:59:59Z`).toISOString();
}

/** Whether a licence ending on `day` (YYYY-MM-DD) has already ended at `now`; false for no day. */
export function isLicenceExpiryPast(day: string | null | undefined, now: Date): boolean {
  if (!day) return false;
  const end = new Date(`${day}T23:59:59Z`).getTime();
  return !Number.isNaN(end) && end < now.getTime();
}
