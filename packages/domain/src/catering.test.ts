import { describe, expect, it } from 'vitest';
import {
  type MealDemand,
  daysBetween,
  mealsOfStay,
  mondayOf,
  partyMeals,
  refereeVouchers,
  seatMeals,
  voucherMeals,
} from './catering';

const DAYS = ['2025-04-18', '2025-04-19', '2025-04-20', '2025-04-21'];

describe('meals of a stay', () => {
  it('gives full board dinner from arrival, breakfast until departure and lunch in between', () => {
    const meals = mealsOfStay('full_board', '2025-04-17', '2025-04-20');
    const of = (slot: string) => meals.filter((m) => m.slot === slot).map((m) => m.day);
    expect(of('dinner')).toEqual(['2025-04-17', '2025-04-18', '2025-04-19']);
    expect(of('breakfast')).toEqual(['2025-04-18', '2025-04-19', '2025-04-20']);
    expect(of('lunch')).toEqual(['2025-04-18', '2025-04-19']);
  });

  it('gives half board no lunch and nothing without a type or dates', () => {
    expect(mealsOfStay('half_board', '2025-04-17', '2025-04-19').some((m) => m.slot === 'lunch')).toBe(false);
    expect(mealsOfStay(null, '2025-04-17', '2025-04-19')).toEqual([]);
    expect(mealsOfStay('full_board', null, '2025-04-19')).toEqual([]);
    expect(daysBetween('2025-04-19', '2025-04-17')).toEqual([]);
  });

  it('finds the tournament Monday', () => {
    expect(mondayOf(DAYS)).toBe('2025-04-21');
    expect(mondayOf(['2025-04-18', '2025-04-19'])).toBe('2025-04-19');
    expect(mondayOf([])).toBeNull();
  });
});

describe('party meals', () => {
  it('puts the Monday lunch on Monday and the VIP party on Sunday', () => {
    const meals = partyMeals(
      [
        {
          kind: 'team',
          id: 1,
          cateringType: 'full_board',
          bundlePersons: 12,
          handballPersons: 14,
          vipPartyPersons: 2,
          arrivalDate: '2025-04-17',
          departureDate: '2025-04-21',
        },
        {
          kind: 'extraPerson',
          id: 2,
          cateringType: null,
          bundlePersons: 0,
          handballPersons: 3,
          vipPartyPersons: 0,
          arrivalDate: null,
          departureDate: null,
        },
      ],
      DAYS,
    );
    const monday = meals.filter((m) => m.slot === 'monday_lunch');
    expect(monday.map((m) => [m.day, m.persons])).toEqual([
      ['2025-04-21', 14],
      ['2025-04-21', 3],
    ]);
    expect(meals.find((m) => m.slot === 'vip_party')).toMatchObject({ day: '2025-04-20', persons: 2 });
    expect(meals.filter((m) => m.slot === 'dinner')).toHaveLength(4);
  });
});

describe('referee vouchers', () => {
  it('numbers vouchers by referee and gives lunches on hall days first', () => {
    const vouchers = refereeVouchers(
      { id: 7, mealVouchers: 3, hallDays: ['2025-04-20'], arrivalDate: '2025-04-18', departureDate: '2025-04-21' },
      DAYS,
    );
    expect(vouchers.map((v) => v.number)).toEqual(['R0007-1', 'R0007-2', 'R0007-3']);
    expect(vouchers.map((v) => [v.day, v.slot])).toEqual([
      ['2025-04-20', 'lunch'],
      ['2025-04-18', 'lunch'],
      ['2025-04-19', 'lunch'],
    ]);
    expect(voucherMeals(vouchers)).toHaveLength(3);
  });

  it('leaves vouchers beyond the stay without a meal', () => {
    const vouchers = refereeVouchers(
      { id: 1, mealVouchers: 3, hallDays: [], arrivalDate: '2025-04-21', departureDate: '2025-04-21' },
      DAYS,
    );
    expect(vouchers.map((v) => v.slot)).toEqual(['lunch', 'dinner', null]);
    expect(voucherMeals(vouchers)).toHaveLength(2);
  });
});

describe('seating', () => {
  const day = '2025-04-19';
  const demand = (persons: number[]): MealDemand[] =>
    persons.map((p, i) => ({ day, slot: 'lunch', party: { kind: 'team', id: i + 1 }, persons: p }));

  it('never seats more than a restaurant has and lists who finds no seat', () => {
    const [lunch] = seatMeals(
      demand([12, 10, 9, 7]),
      [
        { placeId: 1, seats: { lunch: 20 } },
        { placeId: 2, seats: { lunch: 10, dinner: 100 } },
      ],
      day,
    ).filter((s) => s.slot === 'lunch');
    for (const row of lunch.restaurants) expect(row.count).toBeLessThanOrEqual(row.seats);
    const seated = lunch.restaurants.reduce((sum, r) => sum + r.count, 0);
    const unseated = lunch.unseated.reduce((sum, p) => sum + p.persons, 0);
    expect(seated).toBe(30);
    expect(seated + unseated).toBe(lunch.total);
    expect(lunch.total).toBe(38);
  });

  it('keeps a party whole when some restaurant has room', () => {
    const [lunch] = seatMeals(
      demand([12, 8]),
      [
        { placeId: 1, seats: { lunch: 15 } },
        { placeId: 2, seats: { lunch: 15 } },
      ],
      day,
    );
    expect(lunch.restaurants.map((r) => r.parties.map((p) => p.persons))).toEqual([[12], [8]]);
    expect(lunch.unseated).toEqual([]);
  });

  it('holds for any demand and seats (property)', () => {
    for (let seed = 1; seed < 200; seed++) {
      const rand = (n: number) => ((seed * 9301 + n * 49297) % 233280) % 30;
      const persons = Array.from({ length: 1 + (seed % 9) }, (_, i) => rand(i) + 1);
      const restaurants = Array.from({ length: 1 + (seed % 3) }, (_, i) => ({
        placeId: i + 1,
        seats: { lunch: rand(i + 50) * 2 },
      }));
      for (const slot of seatMeals(demand(persons), restaurants, day)) {
        for (const row of slot.restaurants) expect(row.count).toBeLessThanOrEqual(row.seats);
        const placed =
          slot.restaurants.reduce((s, r) => s + r.count, 0) + slot.unseated.reduce((s, p) => s + p.persons, 0);
        expect(placed).toBe(slot.total);
      }
    }
  });
});
