import { storedTeamIds } from './stored-team-ids';

/**
 * The teams this browser gets push notices about, as the server last answered: the "Notify me"
 * controls show their state from it without loading the push code.
 */
export const notifiedTeams = storedTeamIds('notifiedTeams');
