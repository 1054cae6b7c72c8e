/** The API's rule (spec §4): a pitch without an end, or ending after today, is ongoing. */
export function pitchStatus(endDate: string | null, today: string): 'ONGOING' | 'CLOSED' {
  return endDate === null || endDate > today ? 'ONGOING' : 'CLOSED';
}
