import { z } from 'zod';
import { MATCH_STAGE_CODES } from '../constants';
import { CURRENCIES } from '../money';
import { idString, recordId } from './common';
import { EXPORT_FORMATS } from './list';

// Referee assignment (issue "Referee assignment"): halls per day, two referees per match, the
// office's unavailability periods, ranks, publishing and payouts. Every route is under
// /api/v1/admin/referee-... (admin and super admin) except the referee's own views.

/** The hard rules of an assignment; a plan never breaks one, a manual edit breaking one is refused. */
export const REFEREE_HARD_RULES = [
  /** Two matches overlap, buffers before and after included. */
  'overlap',
  /** Outside the referee's arrival–departure days or inside a period the office marked unavailable. */
  'availability',
  /** More matches on one day than `referee_assignment.max_matches_per_day`. */
  'max_per_day',
  /** More matches in a row without a break than `referee_assignment.max_in_a_row`. */
  'max_in_a_row',
  /** A team of the referee's own country plays (per `referee_assignment.own_country`). */
  'own_country',
  /** A colleague pair is split: one of them is on the match without the other (while the other is available). */
  'colleague_pair',
  /** The same referee twice on one match, or a referee who is not an approved one. */
  'invalid_referee',
] as const;
export type RefereeHardRule = (typeof REFEREE_HARD_RULES)[number];

/** When the own-country rule applies (configuration `referee_assignment.own_country`). */
export const OWN_COUNTRY_MODES = ['always', 'from_semifinals', 'never'] as const;
export type OwnCountryMode = (typeof OWN_COUNTRY_MODES)[number];

/** Who set a match's referees last: the office's assignment or the hall reporter at the table. */
export const REFEREE_SOURCES = ['office', 'table'] as const;
export type RefereeSource = (typeof REFEREE_SOURCES)[number];

/** Why a match (or one of its positions) stayed without a referee in a plan. */
export const UNASSIGNED_REASONS = [
  /** No referee left who could take it without breaking a hard rule. */
  'capacity',
  /** The match has left not_started: plans never touch it. */
  'started',
] as const;

const id = recordId;
const isoDay = z.iso.date();
/** Local tournament time, `YYYY-MM-DDTHH:MM` (Europe/Prague). */
export const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

/** One clash of a hard rule: the rule, the referee and the matches that clash (the edited one first). */
export const refereeConflict = z.object({
  rule: z.enum(REFEREE_HARD_RULES),
  refereeId: z.number(),
  matchIds: z.array(z.number()),
});
export type RefereeConflict = z.infer<typeof refereeConflict>;

/** Soft goals as numbers (lower spread, more rank fit and fewer hall changes are better). */
export const refereeLoad = z.object({
  /** Referees with at least one match. */
  referees: z.number(),
  /** Positions filled / positions of the planned matches. */
  filledPositions: z.number(),
  totalPositions: z.number(),
  /** Matches per referee among the referees of the plan. */
  min: z.number(),
  max: z.number(),
  mean: z.number(),
  /** Standard deviation of matches per referee (the load spread). */
  spread: z.number(),
  /** Days on which a referee works in more than one hall (summed over referees). */
  hallChanges: z.number(),
  /** Play-off matches (semi-finals on) judged by referees of the top rank. */
  topRankOnFinals: z.number(),
  finals: z.number(),
});
export type RefereeLoad = z.infer<typeof refereeLoad>;

// ---- POST /api/v1/admin/referee-assignments/plan (planRefereeAssignments) -----------------------

export const refereePlanInput = z.object({
  /** The matches to plan; left out: every match. */
  matchIds: z.array(id).max(5000).optional(),
  /** Keep the referees already on the matches (locked ones are kept anyway). Default true. */
  keepExisting: z.boolean().default(true),
});
export type RefereePlanInput = z.input<typeof refereePlanInput>;

/** Referee 1 and referee 2 of a match; `[r1]` is a match with one referee, `[]` none. */
export const refereeIds = z.array(id).max(2);

export const plannedRefereeAssignment = z.object({ matchId: z.number(), refereeIds: z.array(z.number()) });
/** Every planned match is in `assignments` (`refereeIds: []` when nobody could take it), so applying the plan as it is clears what it replanned. */
export const refereePlan = z.object({
  assignments: z.array(plannedRefereeAssignment),
  unassigned: z.array(z.object({ matchId: z.number(), reason: z.enum(UNASSIGNED_REASONS) })),
  /** Always empty for a plan; kept so the web shows what a check would find. */
  violations: z.array(refereeConflict),
  load: refereeLoad,
  /** The categories whose matches get one referee now (configuration), youngest first. */
  singleRefereeCategories: z.array(z.string()),
  /**
   * When positions stay empty: the categories to give one referee as well, youngest first, until
   * the positions they free cover the shortfall of each short day; [] when nothing is short.
   */
  suggestedSingleRefereeCategories: z.array(z.string()),
  /** Matches a plan with the suggestion would still leave without all their referees (checked by planning again). */
  shortWithSuggestion: z.number(),
});
export type RefereePlan = z.infer<typeof refereePlan>;

// ---- PUT /api/v1/admin/referee-assignments (applyRefereeAssignments) ----------------------------

export const refereeApplyInput = z.object({
  assignments: z
    .array(z.object({ matchId: id, refereeIds, locked: z.boolean().optional() }))
    .min(1)
    .max(5000),
});
export type RefereeApplyInput = z.input<typeof refereeApplyInput>;
/** 400 `referee_conflict` with `conflicts` when a hard rule breaks; 409 `matches_started` with `matchIds`. */
export const refereeApplyResult = z.object({ matches: z.number() });

// ---- GET /api/v1/admin/referee-assignments (listRefereeAssignments): the board -------------------

export const refereeBoardQuery = z.object({
  /** One day (YYYY-MM-DD); left out: every day. */
  day: isoDay.optional(),
  placeId: idString.optional(),
  refereeId: idString.optional(),
  /** The language of the hall names; left out: the user's own. */
  locale: z.enum(['cs', 'en']).optional(),
});
export type RefereeBoardQuery = z.output<typeof refereeBoardQuery>;

export const refereeBoardMatch = z.object({
  matchId: z.number(),
  matchNumber: z.number(),
  day: z.string(),
  /** HH:MM local start; `endTime` the end without buffers. */
  time: z.string(),
  endTime: z.string(),
  placeId: z.number(),
  /** The hall's name in the asked language (its code when it has none). */
  placeName: z.string(),
  categoryCode: z.string(),
  groupLabel: z.string(),
  /** The round level's system name (preliminary, main, quarter_final, semi_final, final, …). */
  roundLevel: z.string(),
  stageCode: z.enum(MATCH_STAGE_CODES),
  homeTeamName: z.string().nullable(),
  awayTeamName: z.string().nullable(),
  /** The match's referees now (position 1, 2). */
  refereeIds: z.array(z.number()),
  /** Referees the match needs: 1 in a category set to one referee, else 2. */
  refereesNeeded: z.number(),
  /** Who set them last; null while nobody did. */
  source: z.enum(REFEREE_SOURCES).nullable(),
  /** The office's assignment (as planned or edited by hand). */
  assignedRefereeIds: z.array(z.number()),
  locked: z.boolean(),
  /** The table changed the office's referees. */
  deviation: z.boolean(),
  /** Hard-rule clashes of the current referees (e.g. after a table change). */
  conflicts: z.array(refereeConflict),
  /** The referees differ from what the public and the referees see: the office's draft until published. */
  unpublished: z.boolean(),
});
export type RefereeBoardMatch = z.infer<typeof refereeBoardMatch>;

export const refereeBoardReferee = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  countryCode: z.string(),
  rank: z.number(),
  colleagueRefereeId: z.number().nullable(),
  arrivalDate: z.string().nullable(),
  departureDate: z.string().nullable(),
  /** Matches assigned in the answer's range. */
  matches: z.number(),
});
export type RefereeBoardReferee = z.infer<typeof refereeBoardReferee>;

export const refereeBoard = z.object({
  days: z.array(z.string()),
  matches: z.array(refereeBoardMatch),
  referees: z.array(refereeBoardReferee),
  load: refereeLoad,
  /** Matches whose referees are not published yet (on any day). */
  unpublishedMatches: z.number(),
  /** Referees whose matches publishing would change: each gets a mail. */
  unpublishedReferees: z.number(),
});
export type RefereeBoard = z.infer<typeof refereeBoard>;

// ---- PUT /api/v1/admin/matches/{matchId}/referees (setMatchRefereeAssignment) -------------------

export const matchIdParam = z.object({ matchId: idString });
export const matchRefereeAssignmentInput = z.object({
  /** [] unassigns the match. */
  refereeIds: z.array(id).max(2),
  locked: z.boolean().optional(),
});
export type MatchRefereeAssignmentInput = z.input<typeof matchRefereeAssignmentInput>;
/** 200: the match as on the board; 409 `referee_conflict` with `conflicts`. */
export const matchRefereeAssignmentResult = refereeBoardMatch;

/**
 * POST /api/v1/admin/referee-assignments/check (checkRefereeAssignment): the same check without a
 * write, for the edit forms (e.g. before a swap); `conflicts` is empty when it may be saved.
 */
export const refereeCheckInput = z.object({ assignments: refereeApplyInput.shape.assignments });
export const refereeCheckResult = z.object({ conflicts: z.array(refereeConflict) });

// ---- POST /api/v1/admin/referee-assignments/publish (publishRefereeAssignments) -----------------

/** 200: the office's referees of every match are public; `mails` sent to the referees whose matches changed. */
export const refereePublishResult = z.object({ mails: z.number() });

// ---- halls per day: /api/v1/admin/referee-halls ---------------------------------------------------

export const refereeHallDay = z.object({ refereeId: id, day: isoDay, placeId: id });
export type RefereeHallDay = z.infer<typeof refereeHallDay>;

/** Per hall and day: matches, referees needed (to cover every position), referees placed. */
export const hallDayNeed = z.object({
  day: z.string(),
  placeId: z.number(),
  placeName: z.string(),
  matches: z.number(),
  needed: z.number(),
  placed: z.number(),
});
export type HallDayNeed = z.infer<typeof hallDayNeed>;

/** GET /api/v1/admin/referee-halls (listRefereeHalls): the halls per day now. */
export const refereeHalls = z.object({
  days: z.array(z.string()),
  halls: z.array(refereeHallDay),
  needs: z.array(hallDayNeed),
});
export type RefereeHalls = z.infer<typeof refereeHalls>;

/** POST /api/v1/admin/referee-halls/plan (planRefereeHalls): a proposal; writes nothing. */
export const refereeHallsPlanInput = z.object({
  /** Keep the halls already set (fill only the days without one). Default false: propose all. */
  keepExisting: z.boolean().default(false),
});
export const refereeHallsPlan = refereeHalls.extend({
  /** Days a referee's hall differs from his previous day's. */
  hallChanges: z.number(),
});
export type RefereeHallsPlan = z.infer<typeof refereeHallsPlan>;

/** PUT /api/v1/admin/referee-halls (applyRefereeHalls): replaces the given referees' halls per day. */
export const refereeHallsApplyInput = z.object({
  /** Referees whose halls are replaced (all their days); those not listed keep theirs. */
  refereeIds: z.array(id).max(2000),
  halls: z.array(refereeHallDay).max(20_000),
});
export type RefereeHallsApplyInput = z.input<typeof refereeHallsApplyInput>;
export const refereeHallsApplyResult = z.object({ referees: z.number(), halls: z.number() });

// ---- unavailability: /api/v1/admin/referee-unavailability ----------------------------------------

export const refereeUnavailabilityInput = z
  .object({
    refereeId: id,
    from: localDateTime,
    till: localDateTime,
    note: z.string().trim().max(500).nullish(),
  })
  .refine((v) => v.from < v.till, { path: ['till'], message: 'till must be after from' });
export type RefereeUnavailabilityInput = z.input<typeof refereeUnavailabilityInput>;

export const refereeUnavailability = z.object({
  id: z.number(),
  refereeId: z.number(),
  from: z.string(),
  till: z.string(),
  note: z.string().nullable(),
});
export type RefereeUnavailability = z.infer<typeof refereeUnavailability>;

/** GET ?refereeId= (listRefereeUnavailability); POST (createRefereeUnavailability); DELETE /{id} (deleteRefereeUnavailability). */
export const refereeUnavailabilityQuery = z.object({ refereeId: idString.optional() });
export const refereeUnavailabilityList = z.array(refereeUnavailability);

// ---- ranks: /api/v1/admin/referee-ranks ----------------------------------------------------------

/** Higher is better; a level nobody mapped ranks 1. */
export const REFEREE_RANK_MAX = 5;
export const refereeRankRow = z.object({
  highestCompetition: z.string().trim().min(1).max(200),
  rank: z.number().int().min(1).max(REFEREE_RANK_MAX),
});
/** GET (listRefereeRanks): every level the registrations use, with its rank and how many referees have it. */
export const refereeRanks = z.array(refereeRankRow.extend({ referees: z.number(), mapped: z.boolean() }));
export type RefereeRanks = z.infer<typeof refereeRanks>;
/** PUT (setRefereeRanks): replaces the mapping. */
export const refereeRanksInput = z.object({ ranks: z.array(refereeRankRow).max(500) });
export type RefereeRanksInput = z.input<typeof refereeRanksInput>;

// ---- payouts: GET /api/v1/admin/referee-payouts (listRefereePayouts) -----------------------------

export const refereePayoutQuery = z.object({
  currency: z.enum(CURRENCIES).optional(),
  format: z.enum(EXPORT_FORMATS).optional(),
  locale: z.enum(['cs', 'en']).optional(),
});
export type RefereePayoutQuery = z.input<typeof refereePayoutQuery>;

/** What one referee is owed; `amount` a decimal string with 2 places. */
export const refereePayout = z.object({
  refereeId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  currency: z.enum(CURRENCIES),
  /** Finished matches he refereed (the match's referees, table changes included). */
  matches: z.number(),
  /** Days present (arrival to departure, both included). */
  days: z.number(),
  matchesAmount: z.string(),
  allowanceAmount: z.string(),
  travelAmount: z.string(),
  amount: z.string(),
});
export type RefereePayout = z.infer<typeof refereePayout>;
export const refereePayouts = z.array(refereePayout);

// ---- the referee's own views ----------------------------------------------------------------------

/** A referee's assigned match, as on his detail page and in his mail. */
export const refereeMatch = z.object({
  matchId: z.number(),
  matchNumber: z.number(),
  day: z.string(),
  time: z.string(),
  placeId: z.number(),
  placeName: z.string(),
  categoryCode: z.string(),
  position: z.number(),
  homeTeamName: z.string().nullable(),
  awayTeamName: z.string().nullable(),
});
export type RefereeMatch = z.infer<typeof refereeMatch>;

/**
 * GET /api/v1/competition/referees/{id}/matches (getRefereeMatches): public, the referee's matches
 * (the match's referees now) with times and halls.
 * GET /api/v1/web/referee-registrations/{id}/payout (getOwnRefereePayout): the referee's own payout.
 */
export const refereeMatches = z.array(refereeMatch);
/** The language of the hall names. */
export const refereeMatchesQuery = z.object({ locale: z.enum(['cs', 'en']).optional() });
export const ownRefereePayout = refereePayout.nullable();
