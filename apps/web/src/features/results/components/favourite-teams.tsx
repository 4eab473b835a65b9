import { Anchor, Table, Text } from '@mantine/core';
import type { StaticBundle } from '@tms/domain/contract/competition';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountryFlag } from '@/components/country-flag';
import { TeamName } from '@/components/team-name';
import { competitionLookup } from '@/lib/competition-lookup';
import { useFavouriteTeams } from '@/lib/favourites';
import { countryName } from '@/lib/names';
import { categoryPath } from './category-tiles';
import { useEdition, useEditionPath } from '@/lib/edition';
import { teamDisplayName } from '@tms/domain/team-name';

// Loaded with the first favourite: a first visit to the dashboard has none and downloads nothing for it.
const NotifyButton = lazy(() => import('@/components/notify-button').then((m) => ({ default: m.NotifyButton })));
const NotifyHint = lazy(() => import('@/components/notify-button').then((m) => ({ default: m.NotifyHint })));

type FavouriteTeamsProps = { data: StaticBundle; locale: string };

/** The teams the visitor follows (country, team, category), or the hint how to follow one. */
export function FavouriteTeams({ data, locale }: FavouriteTeamsProps) {
  const href = useEditionPath();
  // A past edition's teams play no more matches: nothing to be notified of.
  const notices = useEdition() === undefined;
  const { t } = useTranslation('resultsDashboard');
  const { ids } = useFavouriteTeams();
  const lookup = competitionLookup(data);
  const rows = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return ids
      .flatMap((id) => {
        const team = lookup.teams.get(id);
        if (!team) return [];
        const country = lookup.countriesByCode.get(team.clubCountryCode);
        return [{ team, countryName: country ? countryName(country, locale) : team.clubCountryCode }];
      })
      .sort(
        (a, b) =>
          collator.compare(a.countryName, b.countryName) ||
          a.team.teamCategoryCode.localeCompare(b.team.teamCategoryCode) ||
          a.team.id - b.team.id,
      );
  }, [ids, lookup, locale]);

  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="favourites-hint">
        {t('favourites.hint')}
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={320} type="native">
        <Table striped highlightOnHover data-testid="favourite-teams">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('favourites.country')}</Table.Th>
              <Table.Th>{t('favourites.team')}</Table.Th>
              <Table.Th>{t('favourites.category')}</Table.Th>
              {notices && <Table.Th>{t('notify.column')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ team, countryName: name }) => (
              <Table.Tr key={team.id}>
                <Table.Td>
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                    <CountryFlag countryCode={team.clubCountryCode} />
                    {name}
                  </span>
                </Table.Td>
                <Table.Td>
                  <TeamName team={team} withFlag={false} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={href(categoryPath(team.teamCategoryCode))}>
                    {team.teamCategoryCode}
                  </Anchor>
                </Table.Td>
                {notices && (
                  <Table.Td>
                    <Suspense fallback={null}>
                      <NotifyButton
                        teamId={team.id}
                        teamName={teamDisplayName(team)}
                        categoryCode={team.teamCategoryCode}
                        compact
                      />
                    </Suspense>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {notices && (
        <Suspense fallback={null}>
          <NotifyHint />
        </Suspense>
      )}
    </>
  );
}
