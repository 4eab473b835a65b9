import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATES } from './constants';
import {
  canChangeClubState,
  canChangeRefereeState,
  nextClubStates,
  nextRefereeStates,
  stateChangeNeedsReason,
} from './registration-state';

const admin = ['ROLE_USER', 'ROLE_ADMIN'];
const superAdmin = ['ROLE_USER', 'ROLE_SUPER_ADMIN'];
const user = ['ROLE_USER', 'ROLE_LATE_REGISTRATION'];

describe('club registration states', () => {
  it('lets admins accept or cancel a waiting registration, then process it', () => {
    expect(nextClubStates('new', admin)).toEqual(['approved', 'declined']);
    expect(nextClubStates('approved', admin)).toEqual(['processed', 'declined']);
    expect(nextClubStates('declined', admin)).toEqual(['approved']);
  });

  it('keeps a processed registration for super admins to reopen', () => {
    expect(nextClubStates('processed', admin)).toEqual([]);
    expect(nextClubStates('processed', superAdmin)).toEqual(['approved']);
    expect(canChangeClubState('processed', 'approved', admin)).toBe(false);
  });

  it('never lets anybody else change a state, nor skip a step', () => {
    for (const from of REGISTRATION_STATES) {
      for (const to of REGISTRATION_STATES) {
        expect(canChangeClubState(from, to, user)).toBe(false);
        expect(canChangeClubState(from, to, null)).toBe(false);
      }
      expect(canChangeClubState(from, from, superAdmin)).toBe(false);
      expect(canChangeClubState(from, 'new', superAdmin)).toBe(false);
    }
    expect(canChangeClubState('new', 'processed', superAdmin)).toBe(false);
  });

  it('asks a reason for a cancellation only', () => {
    expect(REGISTRATION_STATES.filter(stateChangeNeedsReason)).toEqual(['declined']);
  });
});

describe('referee registration states', () => {
  it('lets admins accept or cancel a waiting referee, cancel an accepted one and accept a cancelled one', () => {
    expect(nextRefereeStates('new', admin)).toEqual(['approved', 'declined']);
    expect(nextRefereeStates('approved', admin)).toEqual(['declined']);
    expect(nextRefereeStates('declined', superAdmin)).toEqual(['approved']);
  });

  it('never processes a referee and lets nobody else change a state', () => {
    for (const from of REGISTRATION_STATES) {
      expect(canChangeRefereeState(from, 'processed', superAdmin)).toBe(false);
      expect(canChangeRefereeState(from, 'new', superAdmin)).toBe(false);
      for (const to of REGISTRATION_STATES) {
        expect(canChangeRefereeState(from, to, user)).toBe(false);
        expect(canChangeRefereeState(from, to, null)).toBe(false);
      }
    }
  });
});
