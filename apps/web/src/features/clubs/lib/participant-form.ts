import { type ClubParticipant, participantInput } from '@tms/domain/contract/club-roster';

/** The participant form's steps: personal data, then the teams as player or leader. */
export const PARTICIPANT_STEPS = [
  { id: 'personal', schema: participantInput.pick({ firstName: true, lastName: true, birthDate: true, gender: true }) },
  { id: 'teams', schema: participantInput.pick({ teams: true }) },
] as const;

/** The form's starting values: the participant's, or empty for a new one. */
export function participantDefaults(participant: ClubParticipant | null) {
  return {
    firstName: participant?.firstName ?? '',
    lastName: participant?.lastName ?? '',
    birthDate: participant?.birthDate ?? '',
    gender: participant?.gender,
    teams: participant?.teams ?? [],
  };
}

/** A refusal about one team row (`teams.1`, `teams.1.teamId`) is shown above the form, not on a field. */
export const participantServerPath = (path: string) => (path.startsWith('teams') ? null : path);
