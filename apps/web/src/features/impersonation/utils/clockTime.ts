const pad = (value: number) => String(value).padStart(2, '0');

/** "HH:MM" of a moment in the user's own time zone; empty for a bad value. */
export function clockTime(value: string): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  return `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}
