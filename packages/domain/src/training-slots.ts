// Training slots in the halls: a club asks for hall time for one of its teams, the office confirms
// it into time no match and no other confirmed training uses. Times are minutes after midnight of
// `day` (a calendar date), like the match schedule's (schedule/rules.ts).

export const TRAINING_STATES = ['requested', 'confirmed', 'refused'] as const;
export type TrainingState = (typeof TRAINING_STATES)[number];

/** Minutes a hall stays empty between a match and a training, as between two matches. */
export const TRAINING_HALL_BREAK = 5;

export type TrainingSlot = { placeId: number; day: string; start: number; end: number };
/** A match as the hall sees it: where, when and how long. */
export type HallMatch = { id: number; placeId: number; day: string; start: number; length: number };
export type HallTraining = TrainingSlot & { id: number };
export type TrainingHall = {
  placeId: number;
  isHall: boolean;
  allowedTrainingTypesIds: readonly number[];
  /** Opening hours by day; a hall without any is open all day. */
  openingHours: readonly { day: string; from: string; to: string }[];
};

export const TRAINING_CLASHES = ['not_a_hall', 'type_not_allowed', 'outside_hours', 'match', 'training'] as const;
export type TrainingClashRule = (typeof TRAINING_CLASHES)[number];
export type TrainingClash = { rule: TrainingClashRule; matchIds?: number[]; trainingIds?: number[] };

/** `HH:MM` as minutes after midnight; null for anything else. */
export function parseTime(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
export const formatMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }, gap: number) =>
  a.start < b.end + gap && b.start < a.end + gap;

/**
 * Why the slot cannot be confirmed for a training of `trainingTypeId` (empty: it can): the place
 * is no hall or does not allow the training type, the hall is closed then, a match (with the hall
 * break around it) or another confirmed training (`except` is the request itself) uses the time.
 */
export function trainingClashes(
  slot: TrainingSlot,
  trainingTypeId: number,
  hall: TrainingHall,
  matches: readonly HallMatch[],
  trainings: readonly HallTraining[],
  except?: number,
): TrainingClash[] {
  const out: TrainingClash[] = [];
  if (!hall.isHall) out.push({ rule: 'not_a_hall' });
  else if (!hall.allowedTrainingTypesIds.includes(trainingTypeId)) out.push({ rule: 'type_not_allowed' });
  if (hall.openingHours.length) {
    const hours = hall.openingHours.find((h) => h.day === slot.day);
    const open = hours ? parseTime(hours.from) : null;
    const close = hours ? parseTime(hours.to) : null;
    if (open === null || close === null || slot.start < open || slot.end > close) out.push({ rule: 'outside_hours' });
  }
  const here = (s: { placeId: number; day: string }) => s.placeId === slot.placeId && s.day === slot.day;
  const matchIds = matches
    .filter((m) => here(m) && overlaps(slot, { start: m.start, end: m.start + m.length }, TRAINING_HALL_BREAK))
    .map((m) => m.id);
  if (matchIds.length) out.push({ rule: 'match', matchIds });
  const trainingIds = trainings.filter((t) => t.id !== except && here(t) && overlaps(slot, t, 0)).map((t) => t.id);
  if (trainingIds.length) out.push({ rule: 'training', trainingIds });
  return out;
}

/**
 * The free stretches of a hall on a day between `from` and `to` (opening hours, or the whole day),
 * so the office can pick a slot no match or training uses.
 */
export function freeHallTime(
  placeId: number,
  day: string,
  from: number,
  to: number,
  matches: readonly HallMatch[],
  trainings: readonly HallTraining[],
): { start: number; end: number }[] {
  const busy = [
    ...matches
      .filter((m) => m.placeId === placeId && m.day === day)
      .map((m) => ({ start: m.start - TRAINING_HALL_BREAK, end: m.start + m.length + TRAINING_HALL_BREAK })),
    ...trainings.filter((t) => t.placeId === placeId && t.day === day),
  ].sort((a, b) => a.start - b.start);
  const out: { start: number; end: number }[] = [];
  let cursor = from;
  for (const interval of busy) {
    if (interval.start > cursor) out.push({ start: cursor, end: Math.min(interval.start, to) });
    cursor = Math.max(cursor, interval.end);
    if (cursor >= to) break;
  }
  if (cursor < to) out.push({ start: cursor, end: to });
  return out.filter((s) => s.end > s.start);
}
