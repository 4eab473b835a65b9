import type { CompetitionTeam } from '@tms/domain/contract/competition';
import { teamDisplayName } from '@tms/domain/team-name';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '@/components/country-flag';

/** Flag and name, no link (nothing on a TV is clicked); an undecided slot reads as such. */
export function ScreenTeam({ team }: { team: CompetitionTeam | undefined }) {
  const { t } = useTranslation('screen');
  if (!team) return <span>{t('undecided')}</span>;
  return (
    <>
      <CountryFlag countryCode={team.clubCountryCode} size={24} />
      <span>{teamDisplayName(team)}</span>
    </>
  );
}
