import { Alert, Button, Center, Checkbox, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ClubParticipant } from '@tms/domain/contract/club-roster';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { hasLink } from '@/lib/links';
import { personName } from '@/lib/person-name';
import { useDeleteParticipantMutation } from '../api/delete-participant';
import { clubRosterQueryOptions } from '../api/get-club-roster';
import { ParticipantForm } from '../components/participant-form';
import { RosterTable } from '../components/roster-table';
import { dateText } from '../lib/club-detail';
import { NO_FILTER, type RosterFilter, filterParticipants } from '../lib/club-roster';
import { clubIdParam } from '../lib/guards';
import { teamNameWithCategory } from '@tms/domain/team-name';

type Dialog = { participant: ClubParticipant | null } | null;

/** `/club/{id}/roster`: the club's participants with their teams and roles; add, edit and remove. */
export function ClubRosterPage() {
  const { t, i18n } = useTranslation('clubRoster');
  const participantTexts = useTranslation('clubParticipant').t;
  const apiErrorText = useApiErrorText();
  const clubId = clubIdParam(useParams().id) ?? 0;
  const [search] = useSearchParams();
  const roster = useQuery(clubRosterQueryOptions(clubId));
  const remove = useDeleteParticipantMutation(clubId);
  const [filter, setFilter] = useState<RosterFilter>({ ...NO_FILTER, teamId: clubIdParam(search.get('teamId') ?? '') });
  const [dialog, setDialog] = useState<Dialog>(null);
  const people = useMemo(() => filterParticipants(roster.data?.participants ?? [], filter), [roster.data, filter]);
  const back = <BackLink to={`/club/${clubId}`}>{t('back')}</BackLink>;

  if (roster.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Center py="xl">
          <Loader aria-label={t('loadFailed')} />
        </Center>
      </Stack>
    );
  }
  if (roster.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
          <Text size="sm">{apiErrorText(roster.error)}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => void roster.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  const data = roster.data;
  const locale = i18n.resolvedLanguage ?? 'cs';
  const until = data.rosterEditableUntil ? dateText(data.rosterEditableUntil, locale, true) : null;
  const askRemove = async (participant: ClubParticipant) => {
    const name = personName(participant);
    const choice = await openConfirmDialog({
      title: t('removeTitle'),
      children: t('removeConfirm', { name }),
      confirmLabel: t('removeButton'),
      confirmColor: 'red',
    });
    if (choice !== 'confirm') return;
    try {
      await remove.mutateAsync(participant.id);
      toast.success(t('removed'));
    } catch (error) {
      toast.error(`${t('removeFailed')}: ${apiErrorText(error)}`);
    }
  };

  return (
    <Stack gap="md">
      <div>
        {back}
        <PageTitle mt="xs">{t('title', { club: data.club.name })}</PageTitle>
        {until ? (
          <Text c={data.editable ? 'dimmed' : 'orange'} data-testid="roster-deadline">
            {data.editable ? t('editableUntil', { date: until }) : t('closed', { date: until })}
          </Text>
        ) : null}
      </div>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter.q}
          onChange={(event) => setFilter({ ...filter, q: event.currentTarget.value })}
        />
        <Select
          label={t('filters.team')}
          placeholder={t('filters.allTeams')}
          clearable
          // Mantine hides the clear button from keyboards and screen readers; here it is a real control.
          clearButtonProps={{ 'aria-label': t('filters.allTeams'), tabIndex: 0, 'aria-hidden': false }}
          value={filter.teamId === null ? null : String(filter.teamId)}
          onChange={(value) => setFilter({ ...filter, teamId: value === null ? null : Number(value) })}
          data={data.teams.map((team) => ({
            value: String(team.id),
            label: teamNameWithCategory(team.displayName, team.teamCategoryCode),
          }))}
        />
        <Checkbox
          label={t('filters.leader')}
          checked={filter.leader}
          onChange={(event) => setFilter({ ...filter, leader: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('filters.noRole')}
          checked={filter.noRole}
          onChange={(event) => setFilter({ ...filter, noRole: event.currentTarget.checked })}
        />
        {hasLink(data, 'createClubParticipant') ? (
          <Button
            ml="auto"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ participant: null })}
          >
            {t('add')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" data-testid="roster-size">
        {t('count', { count: people.length })}
      </Text>
      {data.participants.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <RosterTable
          roster={data}
          people={people}
          onEdit={(participant) => setDialog({ participant })}
          onRemove={(participant) => void askRemove(participant)}
        />
      )}
      {data.participants.length > 0 && people.length === 0 ? <Text c="dimmed">{t('noMatch')}</Text> : null}
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.participant ? participantTexts('editTitle') : participantTexts('addTitle')}
        size="lg"
        centered
      >
        {dialog ? (
          <ParticipantForm roster={data} participant={dialog.participant} onDone={() => setDialog(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}
