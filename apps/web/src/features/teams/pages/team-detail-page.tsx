import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { teamDisplayName } from '@tms/domain/team-name';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CountryFlag } from '@/components/country-flag';
import { MatchList } from '@/components/match-list';
import { NotifyButton } from '@/components/notify-button';
import { PageTitle } from '@/components/page-title';
import { TeamName } from '@/components/team-name';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup } from '@/lib/competition-lookup';
import { useFavouriteTeams } from '@/lib/favourites';
import { countryName } from '@/lib/names';
import { BackLink } from '@/components/back-link';
import { CalendarMenu } from '../components/calendar-menu';
import { FavouriteButton } from '../components/favourite-button';
import { TeamPrintActions } from '../components/team-print-actions';
import { TeamParticipants } from '../components/team-participants';
import { categoryBorn } from '../lib/category-born';
import { COUNTRIES_PATH, categoryPath, countryPath, groupPath } from '../lib/paths';
import { latestRosterMatch, otherClubTeams, stageCodes, teamMatches } from '../lib/team';
import { useEdition, useEditionPath } from '@/lib/edition';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function TeamDetailPage() {
  const href = useEditionPath();
  const { t, i18n } = useTranslation('countryTeams');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const id = Number(useParams().id);
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const { data: live } = useSuspenseQuery(liveQueryOptions(edition));
  const { isFavourite } = useFavouriteTeams();
  const lookup = competitionLookup(data);
  const team = lookup.teams.get(id) ?? null;

  const matches = useMemo(() => teamMatches(live.matches, id), [live.matches, id]);
  const rosterMatch = useMemo(
    () => latestRosterMatch(matches, id, stageCodes(data.matchStages)),
    [matches, id, data.matchStages],
  );
  const groups = useMemo(() => {
    const ids = [...new Set(matches.map((match) => match.competitionGroupId))];
    return ids.flatMap((groupId) => lookup.groups.get(groupId) ?? []);
  }, [matches, lookup]);
  const clubTeams = useMemo(() => {
    if (!team) return [];
    const weights = new Map(data.teamCategories.map((category) => [category.code, category.weight]));
    return otherClubTeams(data.teams, team, weights);
  }, [team, data.teams, data.teamCategories]);

  if (!team) {
    return (
      <Stack gap="md" align="flex-start">
        <BackLink to={href(COUNTRIES_PATH)}>{t('country.back')}</BackLink>
        <PageTitle>{t('team.notFound')}</PageTitle>
      </Stack>
    );
  }

  const name = teamDisplayName(team);
  const country = lookup.countriesByCode.get(team.clubCountryCode);
  const nameOfCountry = country ? countryName(country, locale) : team.clubCountryCode;
  const category = lookup.categoriesByCode.get(team.teamCategoryCode);
  const born = category ? categoryBorn(category, t) : null;

  return (
    <Stack gap="xl">
      <Stack gap="xs" align="flex-start">
        <BackLink to={href(countryPath(team.clubCountryCode))}>{t('team.back', { country: nameOfCountry })}</BackLink>
        <PageTitle
          documentTitle={t('team.documentTitle', { team: name, category: team.teamCategoryCode })}
          style={{ overflowWrap: 'anywhere' }}
        >
          {name}
        </PageTitle>
        <Group gap="xs" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <CountryFlag countryCode={team.clubCountryCode} size={16} />
            <Text span>{nameOfCountry}</Text>
          </Group>
          <Text span c="dimmed" aria-hidden>
            ·
          </Text>
          <Anchor component={Link} to={href(categoryPath(team.teamCategoryCode))}>
            {t('category.title', { code: team.teamCategoryCode })}
          </Anchor>
          {born && (
            <Text span c="dimmed" size="sm">
              ({born})
            </Text>
          )}
        </Group>
        {team.name && <Text>{t('team.club', { club: team.clubName })}</Text>}
        {groups.length > 0 && (
          <Group gap={6}>
            <Text span size="sm" c="dimmed">
              {t('team.groups', { count: groups.length })}
            </Text>
            {groups.map((group) => (
              <Badge
                key={group.id}
                component={Link}
                to={href(groupPath(group.label))}
                variant="light"
                tt="none"
                style={{ cursor: 'pointer' }}
              >
                {group.label}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="sm" mt="xs">
          <FavouriteButton teamId={team.id} />
          {edition === undefined && (
            <NotifyButton teamId={team.id} teamName={name} categoryCode={team.teamCategoryCode} />
          )}
          <CalendarMenu teamId={team.id} />
          <TeamPrintActions teamId={team.id} teamName={name} />
        </Group>
        {isFavourite(team.id) && (
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="team.favouriteHint"
              components={{ dashboard: <Anchor component={Link} to={href('/results')} inherit underline="always" /> }}
            />
          </Text>
        )}
      </Stack>

      <Section id="team-matches" title={t('team.matches')}>
        <MatchList
          matches={matches}
          showDay
          showHall
          showCategory={false}
          showGroup
          highlightTeamId={team.id}
          emptyText={t('team.noMatches')}
          aria-label={t('team.matchesOf', { team: name })}
        />
      </Section>

      <Section id="team-participants" title={t('participants.title')}>
        <TeamParticipants teamId={team.id} match={rosterMatch} />
      </Section>

      <Section id="team-club" title={t('team.otherTeams', { club: team.clubName })}>
        {clubTeams.length === 0 ? (
          <Text c="dimmed">{t('team.noOtherTeams')}</Text>
        ) : (
          <Paper withBorder radius="md" p="sm">
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {clubTeams.map((other) => (
                <Group component="li" key={other.id} gap="xs" wrap="nowrap" data-testid="club-team">
                  <Badge variant="light" color="gray" w={44} style={{ flexShrink: 0 }}>
                    {other.teamCategoryCode}
                  </Badge>
                  <TeamName team={other} countryName={nameOfCountry} />
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
      </Section>
    </Stack>
  );
}
