/** How long a run took (or has been running, against `now`), as "1 h 02 min", "3 min 05 s" or "12 s". */
export function runDuration(startedAt: string, finishedAt: string | null, now: Date): string {
  const end = finishedAt ? new Date(finishedAt) : now;
  const seconds = Math.max(0, Math.round((end.getTime() - new Date(startedAt).getTime()) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  if (seconds >= 3600) return `${Math.floor(seconds / 3600)} h ${pad(Math.floor((seconds % 3600) / 60))} min`;
  if (seconds >= 60) return `${Math.floor(seconds / 60)} min ${pad(seconds % 60)} s`;
  return `${seconds} s`;
}
