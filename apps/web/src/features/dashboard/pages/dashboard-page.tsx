import { Anchor, Button, Divider, Group, List, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconFileDownload,
  IconNews,
  IconPencil,
  IconSettings,
  IconUsersGroup,
  IconCards,
  IconWriting,
} from '@tabler/icons-react';
import { teamDisplayName } from '@tms/domain/team-name';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { CurrentUser } from '@/api/get-me';
import { PageTitle } from '@/components/page-title';
import { enumsQueryOptions } from '@/api/get-enums';
import { documentsQueryOptions } from '../api/list-documents';
import { DashboardCard } from '../components/dashboard-card';
import { StateBadge } from '../components/state-badge';
import { hasLink } from '@/lib/links';
import { personName } from '@/lib/person-name';
import { displayName, documentLinks, newsGroups } from '../lib/dashboard';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A row of a list: a name with its state, and the actions on it below. */
function ItemRow({ name, badge, children }: { name: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Stack component="li" gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {badge}
      </Group>
      <Group gap="md">{children}</Group>
    </Stack>
  );
}

function DocumentsCard() {
  const { t, i18n } = useTranslation('dashboard');
  const { data: enums } = useQuery(enumsQueryOptions());
  const { data: uploaded } = useQuery(documentsQueryOptions());
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'cs';
  const documents = documentLinks(enums?.configurations);
  const files = (uploaded ?? []).filter((document) => document.locale === language);
  if (documents.length === 0 && files.length === 0) return null;
  return (
    <DashboardCard title={t('documents.title')} icon={<IconFileDownload size={20} />}>
      <List spacing="xs" listStyleType="none" p={0}>
        {files.map((file) => (
          <List.Item key={`file-${file.id}`} data-document-id={file.id}>
            <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
              {file.title}
              <VisuallyHidden>{` ${t('documents.newTab')}`}</VisuallyHidden>
            </Anchor>
          </List.Item>
        ))}
        {documents.map((document) => (
          <List.Item key={document.id}>
            <Anchor href={document.href} target="_blank" rel="noopener noreferrer">
              {t(`documents.${document.id}`)}
              <VisuallyHidden>{` ${t('documents.newTab')}`}</VisuallyHidden>
            </Anchor>
          </List.Item>
        ))}
      </List>
    </DashboardCard>
  );
}

function ClubRegistrationCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  // The server says whether a club may be registered now (its windows and the user's roles).
  const open = hasLink(user, 'createClubRegistration');
  return (
    <DashboardCard title={t('clubRegistration.title')} icon={<IconUsersGroup size={20} />}>
      <Text>{t('clubRegistration.text')}</Text>
      {open ? (
        <Button component={Link} to="/registration/club/create" mt="auto" variant="light">
          {t('clubRegistration.action')}
        </Button>
      ) : (
        <Text c="dimmed" mt="auto">
          {t('clubRegistration.closed')}
        </Text>
      )}
    </DashboardCard>
  );
}

function RefereeRegistrationCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard title={t('refereeRegistration.title')} icon={<IconCards size={20} />}>
      {user.referees.length > 0 ? (
        <>
          <Title order={3} fz="sm" c="dimmed" tt="uppercase">
            {t('refereeRegistration.yours')}
          </Title>
          <Stack component="ul" gap="sm" style={LIST_STYLE}>
            {user.referees.map((referee) => (
              <ItemRow
                key={referee.id}
                name={personName(referee)}
                badge={<StateBadge kind="referee" value={referee.registrationState} />}
              >
                <Anchor component={Link} to={`/referees/detail/${referee.id}`} size="sm">
                  {t('refereeRegistration.detail')}
                </Anchor>
                {hasLink(referee, 'updateRefereeRegistration') ? (
                  <Anchor component={Link} to={`/registration/referee/update/${referee.id}`} size="sm">
                    {t('refereeRegistration.update')}
                  </Anchor>
                ) : null}
              </ItemRow>
            ))}
          </Stack>
        </>
      ) : (
        <Text>{t('refereeRegistration.text')}</Text>
      )}
      {hasLink(user, 'createRefereeRegistration') ? (
        <Button component={Link} to="/registration/referee/create" mt="auto" variant="light">
          {t('refereeRegistration.action')}
        </Button>
      ) : null}
    </DashboardCard>
  );
}

function UpdateRegistrationCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  const { administratedClubs: clubs, leadingTeams: teams } = user;
  return (
    <DashboardCard title={t('updateRegistration.title')} icon={<IconPencil size={20} />}>
      {clubs.length === 0 && teams.length === 0 ? <Text c="dimmed">{t('updateRegistration.empty')}</Text> : null}
      {clubs.length > 0 ? (
        <>
          <Title order={3} fz="sm" c="dimmed" tt="uppercase">
            {t('updateRegistration.clubs')}
          </Title>
          <Stack component="ul" gap="sm" style={LIST_STYLE}>
            {clubs.map((club) => (
              <ItemRow key={club.id} name={club.name} badge={<StateBadge kind="club" value={club.registrationState} />}>
                <Anchor component={Link} to={`/registration/club/update/${club.id}`} size="sm">
                  {t('updateRegistration.update')}
                </Anchor>
                <Anchor component={Link} to={`/club/${club.id}`} size="sm">
                  {t('updateRegistration.detail')}
                </Anchor>
              </ItemRow>
            ))}
          </Stack>
        </>
      ) : null}
      {clubs.length > 0 && teams.length > 0 ? <Divider /> : null}
      {teams.length > 0 ? (
        <>
          <Title order={3} fz="sm" c="dimmed" tt="uppercase">
            {t('updateRegistration.teams')}
          </Title>
          <Stack component="ul" gap="sm" style={LIST_STYLE}>
            {teams.map((team) => (
              <ItemRow
                key={team.id}
                name={t('updateRegistration.team', { name: teamDisplayName(team), category: team.teamCategoryCode })}
              >
                <Anchor component={Link} to={`/rosters/team-plan/${team.id}`} size="sm">
                  {t('updateRegistration.roster')}
                </Anchor>
                <Anchor component={Link} to={`/club/${team.clubId}`} size="sm">
                  {t('updateRegistration.detail')}
                </Anchor>
              </ItemRow>
            ))}
          </Stack>
        </>
      ) : null}
    </DashboardCard>
  );
}

function NewsCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('dashboard');
  const groups = newsGroups(user.dashboardMessages, i18n.resolvedLanguage ?? 'cs');
  return (
    <DashboardCard title={t('news.title')} icon={<IconNews size={20} />}>
      {groups.length === 0 ? <Text c="dimmed">{t('news.empty')}</Text> : null}
      {groups.map((group) => (
        <Stack key={group.recipientType} gap="xs" data-recipient={group.recipientType}>
          <Title order={3} fz="sm" c="dimmed" tt="uppercase">
            {t(`news.${group.recipientType}`)}
          </Title>
          <Stack component="ul" gap="xs" style={LIST_STYLE}>
            {group.items.map((item) => (
              <Text component="li" key={item.id} style={{ whiteSpace: 'pre-line' }}>
                {item.text}
              </Text>
            ))}
          </Stack>
        </Stack>
      ))}
    </DashboardCard>
  );
}

function ReporterCard() {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard title={t('reporter.title')} icon={<IconWriting size={20} />}>
      <Text>{t('reporter.text')}</Text>
      <Button component={Link} to="/reporter" mt="auto" variant="light">
        {t('reporter.action')}
      </Button>
    </DashboardCard>
  );
}

function AdministrationCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard title={t('administration.title')} icon={<IconSettings size={20} />}>
      <Stack component="ul" gap="xs" style={LIST_STYLE}>
        {hasLink(user, 'getAdminConfiguration') ? (
          <li>
            <Anchor component={Link} to="/admin/configuration">
              {t('administration.configuration')}
            </Anchor>
          </li>
        ) : null}
        {hasLink(user, 'listMailOutbox') ? (
          <li>
            <Anchor component={Link} to="/admin/mail-outbox">
              {t('administration.mailOutbox')}
            </Anchor>
          </li>
        ) : null}
      </Stack>
    </DashboardCard>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const user = useLoaderData<CurrentUser>();
  const isReporter = hasLink(user, 'listReporterHalls');
  const isAdmin = hasLink(user, 'getAdminConfiguration') || hasLink(user, 'listMailOutbox');
  const hasNews = newsGroups(user.dashboardMessages, i18n.resolvedLanguage ?? 'cs').length > 0;
  const managesSomething = user.administratedClubs.length > 0 || user.leadingTeams.length > 0;

  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed" mt={4}>
          {t('greeting', { name: displayName(user) })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {hasNews ? <NewsCard user={user} /> : null}
        {managesSomething ? <UpdateRegistrationCard user={user} /> : null}
        <ClubRegistrationCard user={user} />
        <RefereeRegistrationCard user={user} />
        {isReporter ? <ReporterCard /> : null}
        <DocumentsCard />
        {isAdmin ? <AdministrationCard user={user} /> : null}
        {/* Cards with nothing to show but a hint go after the ones the user can act on. */}
        {managesSomething ? null : <UpdateRegistrationCard user={user} />}
        {hasNews ? null : <NewsCard user={user} />}
      </SimpleGrid>
    </Stack>
  );
}
