/** Fixed facts about the tournament edition this build serves. */
export const TOURNAMENT = {
  name: 'Prague Handball Cup',
  year: 2025,
  webUrl: 'https://www.handballcup.cz',
  supportEmail: 'info@handballcup.cz',
  defaultPrimaryColor: '#fd0085',
} as const;
