import { describe, expect, it } from 'vitest';
import { freeHallTime, parseTime, trainingClashes } from './training-slots';

const hall = { placeId: 1, isHall: true, allowedTrainingTypesIds: [3], openingHours: [] };
const day = '2025-04-19';
const match = { id: 10, placeId: 1, day, start: 9 * 60, length: 30 };

describe('training clashes', () => {
  it('accepts free time in a hall that allows the type', () => {
    expect(trainingClashes({ placeId: 1, day, start: 600, end: 660 }, 3, hall, [match], [])).toEqual([]);
  });

  it("refuses a match's time, with the hall break around it", () => {
    expect(trainingClashes({ placeId: 1, day, start: 510, end: 560 }, 3, hall, [match], [])).toEqual([
      { rule: 'match', matchIds: [10] },
    ]);
    // Ends 09:00, the match starts 09:00: the hall break is missing.
    expect(trainingClashes({ placeId: 1, day, start: 480, end: 540 }, 3, hall, [match], [])[0]?.rule).toBe('match');
    // Another hall or another day is free.
    expect(trainingClashes({ placeId: 2, day, start: 540, end: 560 }, 3, { ...hall, placeId: 2 }, [match], [])).toEqual(
      [],
    );
  });

  it('refuses another confirmed training but not the request itself', () => {
    const other = { id: 5, placeId: 1, day, start: 600, end: 660 };
    expect(trainingClashes({ placeId: 1, day, start: 630, end: 690 }, 3, hall, [], [other])).toEqual([
      { rule: 'training', trainingIds: [5] },
    ]);
    expect(trainingClashes({ placeId: 1, day, start: 630, end: 690 }, 3, hall, [], [other], 5)).toEqual([]);
    expect(trainingClashes({ placeId: 1, day, start: 660, end: 720 }, 3, hall, [], [other])).toEqual([]);
  });

  it('refuses a type the hall does not allow, a place that is no hall and closed hours', () => {
    const slot = { placeId: 1, day, start: 600, end: 660 };
    expect(trainingClashes(slot, 4, hall, [], [])).toEqual([{ rule: 'type_not_allowed' }]);
    expect(trainingClashes(slot, 3, { ...hall, isHall: false }, [], [])).toEqual([{ rule: 'not_a_hall' }]);
    const hours = { ...hall, openingHours: [{ day, from: '10:30', to: '20:00' }] };
    expect(trainingClashes(slot, 3, hours, [], [])).toEqual([{ rule: 'outside_hours' }]);
    expect(trainingClashes({ ...slot, day: '2025-04-20' }, 3, hours, [], [])).toEqual([{ rule: 'outside_hours' }]);
  });
});

describe('free hall time', () => {
  it('leaves out matches with their break and trainings', () => {
    const free = freeHallTime(1, day, 480, 720, [match], [{ id: 1, placeId: 1, day, start: 600, end: 660 }]);
    expect(free).toEqual([
      { start: 480, end: 535 },
      { start: 575, end: 600 },
      { start: 660, end: 720 },
    ]);
  });

  it('parses times', () => {
    expect(parseTime('09:05')).toBe(545);
    expect(parseTime('24:00')).toBeNull();
  });
});
