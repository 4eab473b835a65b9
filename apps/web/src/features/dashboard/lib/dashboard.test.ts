import type { DashboardMessage } from '@tms/domain/contract/auth';
import { describe, expect, it } from 'vitest';
import { clubState, displayName, documentLinks, newsGroups, refereeState } from './dashboard';

const message = (id: number, recipientType: DashboardMessage['recipientType'], textCs: string, textEn: string) => ({
  id,
  internalName: `m${id}`,
  recipientType,
  textCs,
  textEn,
  state: 'published' as const,
  sentAt: null,
});

describe('newsGroups', () => {
  const messages = [
    message(1, 'referee', 'Seminář rozhodčích', 'Referee seminar'),
    message(2, 'all', 'Vítejte', 'Welcome'),
    message(3, 'club', 'Platba do 15. 3.', 'Payment by 15 March'),
    message(4, 'all', 'Jen česky', ''),
    { ...message(5, 'all', 'Koncept', 'Draft'), state: 'draft' as const },
    message(6, 'club', ' ', ' '),
  ];

  it('groups by recipient type in a fixed order, in the language of the user', () => {
    expect(newsGroups(messages, 'en')).toEqual([
      {
        recipientType: 'all',
        items: [
          { id: 2, text: 'Welcome' },
          { id: 4, text: 'Jen česky' },
        ],
      },
      { recipientType: 'club', items: [{ id: 3, text: 'Payment by 15 March' }] },
      { recipientType: 'referee', items: [{ id: 1, text: 'Referee seminar' }] },
    ]);
    expect(newsGroups(messages, 'cs')[0].items[0]).toEqual({ id: 2, text: 'Vítejte' });
  });

  it('is empty without messages', () => {
    expect(newsGroups([], 'cs')).toEqual([]);
  });
});

describe('dashboard helpers', () => {
  it('reads documents from the configuration, skipping non-URLs', () => {
    const config = (key: string, value: string | null) => ({
      key,
      dataType: 'string' as const,
      value,
      format: null,
      label: null,
      description: null,
    });
    expect(
      documentLinks([
        config('club_zone.link_to_bulletin', 'https://example.com/bulletin.pdf'),
        config('terms_and_conditions', 'not a url'),
      ]),
    ).toEqual([{ id: 'bulletin', href: 'https://example.com/bulletin.pdf' }]);
    expect(documentLinks(undefined)).toEqual([]);
  });

  it('normalises registration states and names', () => {
    expect(clubState('processed')).toBe('processed');
    expect(clubState('weird')).toBe('unknown');
    expect(refereeState('processed')).toBe('unknown');
    expect(displayName({ firstName: 'Petr', lastName: 'Svoboda', username: 'p@example.com' })).toBe('Petr Svoboda');
    expect(displayName({ firstName: ' ', lastName: '', username: 'p@example.com' })).toBe('p@example.com');
  });
});
