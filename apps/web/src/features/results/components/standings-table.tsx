import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { GroupStandingsRow } from '@tms/domain/contract/competition';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TeamName } from '@/components/team-name';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup, slotSource } from '@/lib/competition-lookup';
import { useFavouriteTeams } from '@/lib/favourites';
import { countryName } from '@/lib/names';
import { useSlotSourceText } from '@/lib/slot-source-text';
import { useEdition } from '@/lib/edition';

type StandingsTableProps = {
  groupLabel: string;
  rows: readonly GroupStandingsRow[];
};

type Column = 'games' | 'wins' | 'ties' | 'losses';
const COUNT_COLUMNS: readonly Column[] = ['games', 'wins', 'ties', 'losses'];
// On a phone the team name needs the room: wins, ties and losses show from the sm breakpoint up
// (games, score and points tell the table).
const WIDE_ONLY: ReadonlySet<Column> = new Set(['wins', 'ties', 'losses']);
const visibility = (column: Column) => (WIDE_ONLY.has(column) ? { visibleFrom: 'sm' } : {});

/** A one-letter header is read by its full name and shows it on hover. */
const abbreviated = (full: string) => ({ 'aria-label': full, title: full });

const numeric = { textAlign: 'center', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Group table: #, team, games, wins, ties, losses, score, points. Short headers carry their full
 * name for screen readers; on a phone the table scrolls inside its own container.
 */
export function StandingsTable({ groupLabel, rows }: StandingsTableProps) {
  const { t, i18n } = useTranslation('resultsDashboard');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const lookup = competitionLookup(data);
  const slotText = useSlotSourceText();
  const { ids: favourites } = useFavouriteTeams();

  return (
    // Relative: the visually hidden caption must stay inside the scrolling box on narrow screens.
    <Table.ScrollContainer minWidth={300} type="native" style={{ position: 'relative' }}>
      <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing={6} data-testid="standings-table">
        <VisuallyHidden component="caption">{t('standings.caption', { label: groupLabel })}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ width: 28, ...numeric }} {...abbreviated(t('standings.positionFull'))}>
              {t('standings.position')}
            </Table.Th>
            <Table.Th>{t('standings.team')}</Table.Th>
            {COUNT_COLUMNS.map((column) => (
              <Table.Th
                key={column}
                style={{ width: 30, ...numeric }}
                {...visibility(column)}
                {...abbreviated(t(`standings.${column}Full`))}
              >
                {t(`standings.${column}`)}
              </Table.Th>
            ))}
            <Table.Th style={{ width: 56, ...numeric }} {...abbreviated(t('standings.scoreFull'))}>
              {t('standings.score')}
            </Table.Th>
            <Table.Th style={{ width: 36, ...numeric }} {...abbreviated(t('standings.pointsFull'))}>
              {t('standings.points')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const team = row.teamId === null ? undefined : lookup.teams.get(row.teamId);
            const country = team ? lookup.countriesByCode.get(team.clubCountryCode) : undefined;
            const favourite = team ? favourites.includes(team.id) : false;
            return (
              <Table.Tr key={row.id} data-testid="standings-row" fw={favourite ? 700 : undefined}>
                <Table.Td style={numeric}>{row.standings ?? index + 1}</Table.Td>
                <Table.Td>
                  {team ? (
                    <TeamName team={team} countryName={country ? countryName(country, locale) : undefined} />
                  ) : (
                    <Text component="span" c="dimmed" fs="italic" inherit>
                      {slotText(
                        slotSource(lookup, row.predecessorCompetitionGroupId, row.predecessorCompetitionGroupStandings),
                      )}
                    </Text>
                  )}
                </Table.Td>
                {COUNT_COLUMNS.map((column) => (
                  <Table.Td key={column} style={numeric} {...visibility(column)}>
                    {row[column]}
                  </Table.Td>
                ))}
                <Table.Td style={numeric}>
                  {row.goalsScored}:{row.goalsConceded}
                </Table.Td>
                <Table.Td style={numeric} fw={700}>
                  {row.points}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
