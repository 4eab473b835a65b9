import { z } from 'zod';
import {
  ACCOMMODATION_KINDS,
  ACCOMMODATION_UNIT_KINDS,
  type Allocation,
  type PartyKind,
  type PartyRef,
  UNALLOCATED_REASONS,
} from '../accommodation';
import { idString, recordId } from './common';

// Accommodation of the organiser's office (issue "Accommodation, catering and training"):
// capacity per place, the plan (proposal), applying and publishing it, the rooming list.

const night = z.iso.date();

/** A party is named by exactly one of its ids, as the API speaks: `teamId | extraPersonId | refereeId`. */
const partyIds = {
  teamId: recordId.optional(),
  extraPersonId: recordId.optional(),
  refereeId: recordId.optional(),
};
const oneParty = (value: { teamId?: number; extraPersonId?: number; refereeId?: number }) =>
  [value.teamId, value.extraPersonId, value.refereeId].filter((id) => id !== undefined).length === 1;

export const allocationRoom = z.object({ unitId: recordId, beds: z.number().int().min(1).max(1000) });

export const allocationItem = z
  .object({
    ...partyIds,
    placeId: recordId,
    rooms: z.array(allocationRoom).min(1).max(300),
    nights: z.array(night).min(1).max(60),
  })
  .refine(oneParty, { message: 'exactly one of teamId, extraPersonId, refereeId', path: ['teamId'] });
export type AllocationItem = z.infer<typeof allocationItem>;

export const unallocatedItem = z.object({
  ...partyIds,
  persons: z.number(),
  reason: z.enum(UNALLOCATED_REASONS),
});
export type UnallocatedItem = z.infer<typeof unallocatedItem>;

export const occupancyItem = z.object({
  placeId: z.number(),
  night: z.string(),
  beds: z.number(),
  used: z.number(),
  units: z.array(z.object({ unitId: z.number(), used: z.number(), beds: z.number() })),
});

export const accommodationUnit = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(ACCOMMODATION_UNIT_KINDS),
  beds: z.number(),
  nights: z.array(z.string()),
});
export type AccommodationUnit = z.infer<typeof accommodationUnit>;

export const accommodationPlace = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(ACCOMMODATION_KINDS),
  units: z.array(accommodationUnit),
});
export type AccommodationPlace = z.infer<typeof accommodationPlace>;

export const accommodationParty = z.object({
  ...partyIds,
  name: z.string(),
  clubId: z.number().nullable(),
  clubName: z.string().nullable(),
  countryCode: z.string().nullable(),
  category: z.string().nullable(),
  gender: z.enum(['female', 'male', 'adult']),
  persons: z.number(),
  singleRoomPersons: z.number(),
  placeKind: z.enum(ACCOMMODATION_KINDS).nullable(),
  nights: z.array(z.string()),
});
export type AccommodationParty = z.infer<typeof accommodationParty>;

/** The applied allocation (GET) or a proposal (POST plan), with what the office needs to read it. */
export const accommodationPlan = z.object({
  allocations: z.array(allocationItem),
  unallocated: z.array(unallocatedItem),
  occupancy: z.array(occupancyItem),
  parties: z.array(accommodationParty),
  places: z.array(accommodationPlace),
  /** Parties whose allocation changed since the last publishing. */
  unpublished: z.number(),
});
export type AccommodationPlan = z.infer<typeof accommodationPlan>;

export const accommodationApplyInput = z.object({ allocations: z.array(allocationItem).max(10_000) });
export const accommodationApplyResult = z.object({ allocations: z.number(), beds: z.number() });
export const accommodationPublishResult = z.object({ mails: z.number() });

export const roomingListQuery = z.object({
  placeId: idString,
  format: z.enum(['csv', 'xlsx', 'pdf']).default('csv'),
  locale: z.enum(['cs', 'en']).default('cs'),
});

/** Capacity of one place (administration of places): its kind and rooms or classrooms. */
export const placeAccommodationInput = z.object({
  kind: z.enum(ACCOMMODATION_KINDS).nullable(),
  units: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(60),
        kind: z.enum(ACCOMMODATION_UNIT_KINDS),
        beds: z.number().int().min(1).max(500),
        nights: z.array(night).max(60).default([]),
      }),
    )
    .max(2000),
});
export type PlaceAccommodationInput = z.infer<typeof placeAccommodationInput>;
export const placeAccommodation = z.object({
  placeId: z.number(),
  kind: z.enum(ACCOMMODATION_KINDS).nullable(),
  units: z.array(accommodationUnit),
});

/** The club's and the referee's view of their accommodation (shown when the switch is on). */
export const stayAllocation = z.object({
  placeId: z.number(),
  placeName: z.string(),
  rooms: z.array(z.object({ name: z.string(), beds: z.number() })),
  nights: z.array(z.string()),
});
export type StayAllocation = z.infer<typeof stayAllocation>;

const KIND_OF: Record<'teamId' | 'extraPersonId' | 'refereeId', PartyKind> = {
  teamId: 'team',
  extraPersonId: 'extraPerson',
  refereeId: 'referee',
};

/** The party of an API item as the rules name it. */
export function partyOf(item: { teamId?: number; extraPersonId?: number; refereeId?: number }): PartyRef {
  for (const field of ['teamId', 'extraPersonId', 'refereeId'] as const) {
    const id = item[field];
    if (id !== undefined) return { kind: KIND_OF[field], id };
  }
  throw new Error('no party id');
}

/** The API's id field of a party. */
export function partyIdField(ref: PartyRef): { teamId: number } | { extraPersonId: number } | { refereeId: number } {
  if (ref.kind === 'team') return { teamId: ref.id };
  if (ref.kind === 'extraPerson') return { extraPersonId: ref.id };
  return { refereeId: ref.id };
}

export const toAllocation = (item: AllocationItem): Allocation => ({
  ...partyOf(item),
  placeId: item.placeId,
  rooms: item.rooms,
  nights: item.nights,
});
export const fromAllocation = (a: Allocation): AllocationItem => ({
  ...partyIdField(a),
  placeId: a.placeId,
  rooms: a.rooms,
  nights: a.nights,
});

/** A club's stays on its detail: per team or extra person booking; null on the detail when the switch is off. */
export const clubStay = stayAllocation.extend({ teamId: z.number().nullable(), extraPersonId: z.number().nullable() });
export type ClubStay = z.infer<typeof clubStay>;
