/** Minutes from one HH:MM to a later one the same day (0 when either is unreadable). */
export function minutesBetween(from: string, till: string): number {
  const minutes = (time: string) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec(time);
    return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  };
  const value = minutes(till) - minutes(from);
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}
