/** Fixed facts about the tournament; its year is the current edition's (`useTournamentYear`). */
export const TOURNAMENT = {
  name: 'Prague Handball Cup',
  webUrl: 'https://www.handballcup.cz',
  supportEmail: 'info@handballcup.cz',
  defaultPrimaryColor: '#fd0085',
} as const;
