import { ActionIcon, Badge, Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ClubParticipant, ClubRoster } from '@tms/domain/contract/club-roster';
import { useTranslation } from 'react-i18next';
import { hasLink } from '@/lib/links';
import { personName } from '@/lib/person-name';
import { teamNameWithCategory } from '@tms/domain/team-name';

type Props = {
  roster: ClubRoster;
  people: readonly ClubParticipant[];
  onEdit: (participant: ClubParticipant) => void;
  onRemove: (participant: ClubParticipant) => void;
};

/** The participants with year of birth, teams and roles, the last match's jersey number and the actions. */
export function RosterTable({ roster, people, onEdit, onRemove }: Props) {
  const { t } = useTranslation('clubRoster');
  const teamName = (id: number) => {
    const team = roster.teams.find((item) => item.id === id);
    return team ? teamNameWithCategory(team.displayName, team.teamCategoryCode) : `#${id}`;
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" data-testid="roster">
        <Table.Thead>
          <Table.Tr>
            {(['name', 'birthYear', 'gender', 'teams', 'jersey', 'actions'] as const).map((key) => (
              <Table.Th key={key}>{t(`columns.${key}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((p) => (
            <Table.Tr key={p.id} data-testid="participant-row">
              <Table.Td>{personName(p)}</Table.Td>
              <Table.Td>{p.birthYear}</Table.Td>
              <Table.Td>{t(`gender.${p.gender}`)}</Table.Td>
              <Table.Td>
                {p.teams.length === 0 ? (
                  <Badge variant="outline" color="gray">
                    {t('noTeams')}
                  </Badge>
                ) : (
                  <Group gap={4}>
                    {p.teams.map((team) => (
                      <Badge key={team.teamId} variant="light" color={team.isLeader ? 'grape' : 'blue'}>
                        {t('teamRole', {
                          team: teamName(team.teamId),
                          role: t(team.isLeader ? 'role.leader' : 'role.player'),
                        })}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Table.Td>
              <Table.Td>{p.jerseyNumberFromLastMatch ?? ''}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {hasLink(p, 'updateClubParticipant') ? (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('edit', { name: personName(p) })}
                      onClick={() => onEdit(p)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  ) : null}
                  {hasLink(p, 'deleteClubParticipant') ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('remove', { name: personName(p) })}
                      onClick={() => onRemove(p)}
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
  );
}
