import type { ClubDetail } from '@tms/domain/contract/club-registration';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RosterCard } from './club-cards';

afterEach(cleanup);

const detail = (entered: number, expected: number) =>
  ({ club: { id: 3 }, roster: { entered, expected }, links: [] }) as unknown as ClubDetail;

describe('RosterCard', () => {
  it('counts the participants entered of those expected', () => {
    renderWithProviders(<RosterCard detail={detail(40, 55)} />);
    expect(screen.getByTestId('roster-count').textContent).toBe('Entered 40 of 55 participants');
    expect(screen.getByTestId('roster-count').dataset.over).toBeUndefined();
  });

  it('says plainly how many participants are over the expected count', () => {
    renderWithProviders(<RosterCard detail={detail(58, 55)} />);
    const count = screen.getByTestId('roster-count');
    expect(count.textContent).toBe('Entered 58 of 55 participants — 3 over');
    expect(count.dataset.over).toBe('true');
  });
});
