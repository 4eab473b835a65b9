import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconUsers, IconUsersGroup } from '@tabler/icons-react';
import type { ClubDetail } from '@tms/domain/contract/club-registration';
import type { PricelistItem } from '@tms/domain/contract/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasLink } from '@/lib/links';
import { emptyTeamsText, rosterPath } from '../lib/club-detail';
import { pricelistItemName } from '../lib/registration-form';
import { DetailCard } from './detail-card';
import { StayLine } from './stay-line';

const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The club's teams (a team admin's own): category, persons in the package, roster and match schedule. */
export function TeamsCard({ detail }: { detail: ClubDetail }) {
  const { t } = useTranslation('club');
  const empty = emptyTeamsText(detail);
  return (
    <DetailCard title={t('detail.teams.title')} icon={<IconUsersGroup size={20} aria-hidden />}>
      {empty ? <Text c="dimmed">{t(`detail.teams.${empty}`)}</Text> : null}
      <Stack component="ul" gap="sm" style={LIST}>
        {detail.teams.map((team) => (
          <Stack component="li" key={team.id} gap={2} data-team={team.id}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                {team.displayName}
              </Text>
              <Badge
                variant="light"
                style={{ flexShrink: 0 }}
                title={t('detail.teams.category', { code: team.teamCategoryCode })}
              >
                {team.teamCategoryCode}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('detail.teams.bundlePersons', { count: team.bundlePersons })}
            </Text>
            <StayLine stay={detail.accommodation?.find((stay) => stay.teamId === team.id)} />
            <Group gap="md">
              {hasLink(team, 'listClubParticipants') ? (
                <Anchor component={Link} to={rosterPath(detail.club.id, team.id)} size="sm">
                  {t('detail.teams.roster')}
                </Anchor>
              ) : null}
              {hasLink(team, 'getTeamMatchPlan') ? (
                <Anchor component={Link} to={`/rosters/team-plan/${team.id}`} size="sm">
                  {t('detail.teams.matches')}
                </Anchor>
              ) : null}
            </Group>
          </Stack>
        ))}
      </Stack>
    </DetailCard>
  );
}

/** Persons outside the teams: package and persons per group. */
export function ExtraPersonsCard({ detail, pricelist }: { detail: ClubDetail; pricelist: readonly PricelistItem[] }) {
  const { t, i18n } = useTranslation('club');
  const locale = i18n.resolvedLanguage ?? 'cs';
  return (
    <DetailCard title={t('detail.extraPersons.title')} icon={<IconUsers size={20} aria-hidden />}>
      {detail.extraPersons.length === 0 ? <Text c="dimmed">{t('detail.extraPersons.empty')}</Text> : null}
      <Stack component="ul" gap="sm" style={LIST}>
        {detail.extraPersons.map((person) => {
          const item = pricelist.find((candidate) => candidate.id === person.bundlePricelistItemId);
          return (
            <Stack component="li" key={person.id} gap={2}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {item ? pricelistItemName(item, locale) : t('detail.extraPersons.noPackage')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('detail.extraPersons.persons', { count: person.bundlePersons })}
                </Text>
              </Group>
              <StayLine stay={detail.accommodation?.find((stay) => stay.extraPersonId === person.id)} />
              {person.handballPersons > 0 ? (
                <Text size="sm" c="dimmed">
                  {t('detail.extraPersons.handball', { count: person.handballPersons })}
                </Text>
              ) : null}
              {person.vipPartyPersons > 0 ? (
                <Text size="sm" c="dimmed">
                  {t('detail.extraPersons.vipParty', { count: person.vipPartyPersons })}
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </DetailCard>
  );
}
