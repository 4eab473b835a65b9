import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money';
import { proposeRefereeHalls } from './halls';
import { DEFAULT_REFEREE_PAYOUT_RATES, daysPresent, matchRate, refereeCurrency, refereePayout } from './payout';

const rates = DEFAULT_REFEREE_PAYOUT_RATES;

describe('referee payout', () => {
  it('prices matches by category and role, the days present and travel by zone, exactly', () => {
    const owed = refereePayout(
      {
        ...rates,
        match: [...rates.match, { category: 'MA', role: 2, CZK: '275.50', EUR: '11.05' }],
      },
      {
        currency: 'EUR',
        countryCode: 'SK',
        matches: [
          { categoryCode: 'MA', role: 1 },
          { categoryCode: 'MA', role: 2 },
          { categoryCode: 'WD', role: 1 },
        ],
        days: 3,
      },
    );
    // 12.00 + 11.05 + 10.00; 3 × 16.00; neighbours 60.00.
    expect(toDecimalString(owed.matches)).toBe('33.05');
    expect(toDecimalString(owed.allowance)).toBe('48.00');
    expect(toDecimalString(owed.travel)).toBe('60.00');
    expect(toDecimalString(owed.total)).toBe('141.05');
  });

  it('falls back to any category and any country, and pays no travel to who never came', () => {
    expect(toDecimalString(matchRate(rates, 'ME', 2, 'CZK'))).toBe('250.00');
    const none = refereePayout(rates, { currency: 'CZK', countryCode: 'NO', matches: [], days: 0 });
    expect(toDecimalString(none.total)).toBe('0.00');
    const far = refereePayout(rates, { currency: 'CZK', countryCode: 'NO', matches: [], days: 1 });
    expect(toDecimalString(far.travel)).toBe('3000.00');
  });

  it('reads the currency from the payment type, else from the country', () => {
    expect(refereeCurrency('czk_payment', 'SK')).toBe('CZK');
    expect(refereeCurrency('foreign_eur_payment', 'CZ')).toBe('EUR');
    expect(refereeCurrency(null, 'CZ')).toBe('CZK');
    expect(refereeCurrency(null, 'DE')).toBe('EUR');
  });

  it('counts the tournament days between arrival and departure', () => {
    const days = ['2025-04-18', '2025-04-19', '2025-04-20', '2025-04-21'];
    expect(daysPresent('2025-04-17', '2025-04-22', days, [])).toBe(4);
    expect(daysPresent('2025-04-19', '2025-04-20', days, [])).toBe(2);
    expect(daysPresent(null, null, days, ['2025-04-18', '2025-04-18'])).toBe(1);
  });
});

describe('halls per day proposal', () => {
  it('places pairs together, fills the need of each hall and keeps yesterday’s hall', () => {
    const referees = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      colleagueId: i === 0 ? 2 : i === 1 ? 1 : null,
      arrivalDate: null,
      departureDate: i === 7 ? '2025-04-18' : null,
      lat: null,
      lng: null,
    }));
    const proposal = proposeRefereeHalls({
      loads: [
        { day: '2025-04-18', placeId: 1, matches: 12 },
        { day: '2025-04-18', placeId: 2, matches: 6 },
        { day: '2025-04-19', placeId: 1, matches: 12 },
        { day: '2025-04-19', placeId: 2, matches: 6 },
      ],
      halls: [],
      referees,
      maxPerDay: 6,
    });
    const at = (id: number, day: string) => proposal.halls.find((h) => h.refereeId === id && h.day === day)?.placeId;
    expect(at(1, '2025-04-18')).toBe(at(2, '2025-04-18'));
    expect(at(8, '2025-04-19')).toBeUndefined();
    const first = proposal.needs.filter((n) => n.day === '2025-04-18');
    expect(first.map((n) => [n.placeId, n.needed])).toEqual([
      [1, 4],
      [2, 2],
    ]);
    for (const n of first) expect(n.placed).toBeGreaterThanOrEqual(n.needed);
    // Day two has one referee fewer; nobody moves whose hall still needs him.
    expect(proposal.hallChanges).toBeLessThanOrEqual(1);
  });
});
