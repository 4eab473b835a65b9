import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { ClubUser } from '@tms/domain/contract/club-users';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { hasLink } from '@/lib/links';
import { personName } from '@/lib/person-name';
import { useDeleteClubUserMutation } from '../api/delete-club-user';
import { clubUsersQueryOptions } from '../api/get-club-users';
import { AddClubUserForm, EditClubUserForm } from '../components/club-user-form';
import { type ClubUserRole, clubRoles, filterClubUsers } from '../lib/club-users';
import { clubIdParam } from '../lib/guards';
import { teamNameWithCategory } from '@tms/domain/team-name';

type Dialog = { kind: 'add' } | { kind: 'edit'; user: ClubUser } | null;

/** `/club/{id}/users`: who administers the club and its teams (club admins and admins only). */
export function ClubUsersPage() {
  const { t } = useTranslation('club');
  const clubId = clubIdParam(useParams().id) ?? 0;
  const page = useQuery(clubUsersQueryOptions(clubId));
  const remove = useDeleteClubUserMutation(clubId);
  const [q, setQ] = useState('');
  const [role, setRole] = useState<ClubUserRole>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useMemo(() => filterClubUsers(page.data?.users ?? [], { q, role }), [page.data, q, role]);
  const back = <BackLink to={`/club/${clubId}`}>{t('users.back')}</BackLink>;

  if (page.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Center py="xl">
          <Loader aria-label={t('users.link')} />
        </Center>
      </Stack>
    );
  }
  if (page.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" variant="light" role="alert">
          {t('users.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  const { teams } = page.data;
  const teamName = (id: number) => {
    const team = teams.find((item) => item.id === id);
    return team ? teamNameWithCategory(team.displayName, team.teamCategoryCode) : `#${id}`;
  };
  const askRemove = async (user: ClubUser) => {
    const choice = await openConfirmDialog({
      title: t('users.removeAllTitle'),
      children: t('users.removeAll'),
      confirmLabel: t('users.removeConfirm'),
      confirmColor: 'red',
    });
    if (choice !== 'confirm') return;
    try {
      await remove.mutateAsync(user.id);
      toast.success(t('users.removed'));
    } catch {
      toast.error(t('users.removeFailed'));
    }
  };
  const close = () => setDialog(null);

  return (
    <Stack gap="md">
      <div>
        {back}
        <PageTitle mt="xs">{t('users.title', { club: page.data.club.name })}</PageTitle>
      </div>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <Select
          label={t('users.roleFilter')}
          value={role}
          allowDeselect={false}
          onChange={(value) => setRole((value as ClubUserRole | null) ?? 'all')}
          data={(['all', 'clubAdmin', 'teamAdmin'] as const).map((value) => ({
            value,
            label: t(`users.role.${value}`),
          }))}
        />
        {hasLink(page.data, 'createClubUser') ? (
          <Button ml="auto" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
            {t('users.add')}
          </Button>
        ) : null}
      </Group>
      <Table.ScrollContainer minWidth={860}>
        <Table striped verticalSpacing="xs" data-testid="club-users">
          <Table.Thead>
            <Table.Tr>
              {(['firstName', 'lastName', 'email', 'phone', 'roles', 'permissions', 'actions'] as const).map((key) => (
                <Table.Th key={key}>{t(`users.columns.${key}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id} data-testid="club-user-row">
                <Table.Td>{user.firstName}</Table.Td>
                <Table.Td>{user.lastName}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{user.phone ?? ''}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {clubRoles(user).map((r) => (
                      <Badge key={r} variant="light" color={r === 'clubAdmin' ? 'grape' : 'blue'}>
                        {t(`users.role.${r}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{user.teamIds.map(teamName).join(', ')}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {hasLink(user, 'updateClubUser') ? (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('users.edit', { name: personName(user) })}
                        onClick={() => setDialog({ kind: 'edit', user })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    ) : null}
                    {hasLink(user, 'deleteClubUser') ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('users.remove', { name: personName(user) })}
                        onClick={() => void askRemove(user)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {users.length === 0 ? <Text c="dimmed">{t('users.empty')}</Text> : null}
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog?.kind === 'edit' ? t('users.form.editTitle') : t('users.form.addTitle')}
        centered
      >
        {dialog?.kind === 'add' ? <AddClubUserForm clubId={clubId} teams={teams} onDone={close} /> : null}
        {dialog?.kind === 'edit' ? (
          <EditClubUserForm clubId={clubId} teams={teams} onDone={close} user={dialog.user} />
        ) : null}
      </Modal>
    </Stack>
  );
}
