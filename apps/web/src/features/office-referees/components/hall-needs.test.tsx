import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HallNeeds } from './hall-needs';

afterEach(cleanup);

describe('hall needs', () => {
  it("names the day's halls in the page's language and marks the short ones", () => {
    renderWithProviders(
      <HallNeeds
        days={['2025-04-18']}
        names={new Map([[1, 'Sportovní hala Karlín']])}
        needs={[
          { day: '2025-04-18', placeId: 1, placeName: 'H01', matches: 20, needed: 7, placed: 5 },
          { day: '2025-04-18', placeId: 2, placeName: 'H02', matches: 12, needed: 4, placed: 4 },
          { day: '2025-04-19', placeId: 1, placeName: 'H01', matches: 8, needed: 3, placed: 1 },
        ]}
      />,
    );
    const [, karlin, other] = screen.getAllByRole('row');
    expect(within(karlin as HTMLElement).getByRole('rowheader').textContent).toBe('Sportovní hala Karlín');
    expect(within(karlin as HTMLElement).getByText('short')).toBeTruthy();
    // A hall the page cannot name keeps its code; it has all its referees.
    expect(within(other as HTMLElement).getByRole('rowheader').textContent).toBe('H02');
    expect(within(other as HTMLElement).queryByText('short')).toBeNull();
    expect(screen.getByTestId('halls-short').textContent).toBe('2 hall-days are short of referees.');
  });
});
