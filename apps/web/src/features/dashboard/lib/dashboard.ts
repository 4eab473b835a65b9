import type { CurrentUser, DashboardMessage } from '@tms/domain/contract/auth';
import type { ConfigurationEntry } from '@tms/domain/contract/enums';
import { configurationValue, httpUrl } from '@/lib/configuration';

export type RecipientType = DashboardMessage['recipientType'];

/** Order of the news groups: general news first, then the user's own areas. */
export const RECIPIENT_ORDER: readonly RecipientType[] = ['all', 'club', 'referee'];

export type NewsItem = { id: number; text: string };
export type NewsGroup = { recipientType: RecipientType; items: NewsItem[] };

/**
 * Published messages in the user's language, grouped by recipient type in RECIPIENT_ORDER. A message
 * without a text in that language falls back to the other one rather than showing nothing; messages
 * with no text at all are left out.
 */
export function newsGroups(messages: readonly DashboardMessage[], locale: string): NewsGroup[] {
  const groups = new Map<RecipientType, NewsItem[]>();
  for (const message of messages) {
    if (message.state !== 'published') continue;
    const primary = locale === 'en' ? message.textEn : message.textCs;
    const fallback = locale === 'en' ? message.textCs : message.textEn;
    const text = primary.trim() || fallback.trim();
    if (!text) continue;
    const items = groups.get(message.recipientType) ?? [];
    items.push({ id: message.id, text });
    groups.set(message.recipientType, items);
  }
  return RECIPIENT_ORDER.flatMap((recipientType) => {
    const items = groups.get(recipientType);
    return items ? [{ recipientType, items }] : [];
  });
}

export type DocumentLink = { id: 'bulletin' | 'terms'; href: string };

/** Downloadable documents configured for the edition; entries that are not http(s) URLs are skipped. */
export function documentLinks(configurations: readonly ConfigurationEntry[] | undefined): DocumentLink[] {
  const candidates: [DocumentLink['id'], string][] = [
    ['bulletin', 'club_zone.link_to_bulletin'],
    ['terms', 'terms_and_conditions'],
  ];
  return candidates.flatMap(([id, key]) => {
    const href = httpUrl(configurationValue(configurations, key));
    return href ? [{ id, href }] : [];
  });
}

export type ClubState = 'new' | 'approved' | 'declined' | 'processed' | 'unknown';
export type RefereeState = 'new' | 'approved' | 'declined' | 'unknown';

export function clubState(value: string): ClubState {
  return value === 'new' || value === 'approved' || value === 'declined' || value === 'processed' ? value : 'unknown';
}

export function refereeState(value: string): RefereeState {
  return value === 'new' || value === 'approved' || value === 'declined' ? value : 'unknown';
}

export const STATE_COLORS: Record<ClubState, string> = {
  new: 'orange',
  approved: 'green',
  declined: 'red',
  processed: 'blue',
  unknown: 'gray',
};

/** 'Petr Svoboda', or the e-mail when the account has no name. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.username;
}
