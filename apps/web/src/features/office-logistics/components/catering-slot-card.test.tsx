import { cleanup, screen, within } from '@testing-library/react';
import type { CateringSlot } from '@tms/domain/contract/catering';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CateringSlotCard } from './catering-slot-card';

afterEach(cleanup);

const party = (id: number, persons: number) => ({
  kind: 'team' as const,
  id,
  name: `Team ${id}`,
  clubName: 'HC Praha',
  persons,
});

describe('catering slot card', () => {
  it("shows each restaurant's count against its seats and warns about guests without a seat", async () => {
    const slot: CateringSlot = {
      meal: 'monday_lunch',
      total: 30,
      restaurants: [
        { placeId: 7, name: 'Handball restaurant', seats: 25, count: 25, parties: [party(1, 14), party(2, 11)] },
      ],
      unseated: [party(3, 5)],
    };
    renderWithProviders(<CateringSlotCard slot={slot} />);
    const card = await screen.findByRole('region', { name: 'Monday lunch' });
    expect(within(card).getByTestId('meal-total').textContent).toBe('Meals owed: 30');
    expect(within(card).getByTestId('meal-count').textContent).toBe('25');
    expect(within(card).getByText('25 of 25 seats')).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toBe(
      '5 guests have no seat: add seats to a restaurant in Places.',
    );
  });

  it('says when no restaurant serves the meal', async () => {
    renderWithProviders(
      <CateringSlotCard slot={{ meal: 'breakfast', total: 12, restaurants: [], unseated: [party(1, 12)] }} />,
    );
    expect(
      await screen.findByText('No restaurant serves this meal: set the seats of a restaurant in Places.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Restaurant/ })).toBeNull();
  });
});
