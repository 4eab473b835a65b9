import { API_BASE } from '@/lib/api-client';

/** The languages the printed documents come in; any other UI language falls back to Czech. */
export type PrintLanguage = 'cs' | 'en';

export function printLanguage(locale: string | undefined): PrintLanguage {
  return locale === 'en' ? 'en' : 'cs';
}

const PRINT = `${API_BASE}/print`;

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `${path}?${params}`;
}

/**
 * Addresses of the printed documents (PDF) of GET /api/v1/print/..., each in the given language. They
 * are plain downloads: the browser sends the session cookie, the server decides who may have them.
 */
export const printPaths = {
  /** The blank score sheet of a match (its hall's reporter and admins). */
  matchSheet: (matchId: number, lang: PrintLanguage) => withQuery(`${PRINT}/matches/${matchId}/sheet`, { lang }),
  /** The official report of a finished match (public). */
  matchReport: (matchId: number, lang: PrintLanguage) => withQuery(`${PRINT}/matches/${matchId}/report`, { lang }),
  /** A hall's matches of one day, A4 (public); `day` is YYYY-MM-DD. */
  hallDay: (placeId: number, day: string, lang: PrintLanguage) =>
    withQuery(`${PRINT}/halls/${placeId}/days/${encodeURIComponent(day)}`, { lang }),
  /** The A3 poster of a hall's day with one large QR code (public). */
  hallPoster: (placeId: number, day: string, lang: PrintLanguage) =>
    withQuery(`${PRINT}/halls/${placeId}/days/${encodeURIComponent(day)}/poster`, { lang }),
  /** A team's matches with halls and times (public). */
  teamSchedule: (teamId: number, lang: PrintLanguage) => withQuery(`${PRINT}/teams/${teamId}/schedule`, { lang }),
  /** Every match sheet of a day, or of one hall's day, as one PDF (admins). */
  sheets: ({ day, placeId }: { day: string; placeId?: number | null }, lang: PrintLanguage) =>
    withQuery(`${PRINT}/sheets`, { day, placeId: placeId ?? undefined, lang }),
  /** Every hall's screen address with its QR code, for the technicians (admins). */
  hallScreens: (lang: PrintLanguage) => withQuery(`${PRINT}/hall-screens`, { lang }),
} as const;

/** The absolute address of a page of this site, for a QR code a phone can open. */
export function absolutePageUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}
