import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { RegistrationState } from '@tms/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUserDetail } from '../api/get-admin-user';
import { ClubStateBadge } from '@/components/office/club-state-badge';
import { teamNameWithCategory } from '@tms/domain/team-name';

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {empty ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}

/** The account's clubs, the teams it leads and its referee registrations, each linked to its record. */
export function UserMemberships({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Section
        id="user-clubs"
        title={t('users.detail.clubs')}
        empty={user.clubList.length ? null : t('users.detail.noClubs')}
      >
        <List listStyleType="none" spacing={4}>
          {user.clubList.map((club) => (
            <List.Item key={club.id}>
              <Group gap="xs">
                <Anchor component={Link} to={`/admin/club-registrations/${club.id}`}>
                  {club.name}
                </Anchor>
                {club.isAdmin ? (
                  <Badge size="sm" variant="light">
                    {t('users.detail.clubAdmin')}
                  </Badge>
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
      </Section>
      <Section
        id="user-teams"
        title={t('users.detail.teams')}
        empty={user.teams.length ? null : t('users.detail.noTeams')}
      >
        <List listStyleType="none" spacing={4}>
          {user.teams.map((team) => (
            <List.Item key={team.id}>{teamNameWithCategory(team.name, team.category)}</List.Item>
          ))}
        </List>
      </Section>
      <Section
        id="user-referees"
        title={t('users.detail.referees')}
        empty={user.refereeRegistrations.length ? null : t('users.detail.noReferees')}
      >
        <List listStyleType="none" spacing={4}>
          {user.refereeRegistrations.map((referee) => (
            <List.Item key={referee.id}>
              <Group gap="xs">
                <Anchor component={Link} to={`/admin/referee-registrations/${referee.id}`}>
                  {referee.name}
                </Anchor>
                <ClubStateBadge state={referee.registrationState as RegistrationState} />
              </Group>
            </List.Item>
          ))}
        </List>
      </Section>
    </>
  );
}
