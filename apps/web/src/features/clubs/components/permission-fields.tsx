import { Checkbox, Stack, Text } from '@mantine/core';
import type { ClubUsersPage } from '@tms/domain/contract/club-users';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { teamNameWithCategory } from '@tms/domain/team-name';

type PermissionValues = { isClubAdmin: boolean; teamIds: number[] };

/** Club admin and team admin of some of the club's teams, with 'At least one permission must be selected'. */
export function PermissionFields({ teams }: { teams: ClubUsersPage['teams'] }) {
  const { t } = useTranslation('club');
  const errorText = useFieldErrorText();
  const { control, formState } = useFormContext<PermissionValues & { permissions?: unknown }>();
  const admin = useController({ control, name: 'isClubAdmin' });
  const teamIds = useController({ control, name: 'teamIds' });
  const error = errorText((formState.errors as Record<string, never>).permissions);
  return (
    <Stack gap="xs" role="group" aria-labelledby="permissions-label">
      <Text fw={500} size="sm" id="permissions-label">
        {t('users.form.permissions')}
      </Text>
      <Checkbox
        label={t('users.form.isClubAdmin')}
        checked={admin.field.value === true}
        onChange={(event) => admin.field.onChange(event.currentTarget.checked)}
      />
      <Checkbox.Group
        label={t('users.form.teams')}
        value={(teamIds.field.value ?? []).map(String)}
        onChange={(values) => teamIds.field.onChange(values.map(Number))}
      >
        <Stack gap={4} mt={4}>
          {teams.map((team) => (
            <Checkbox
              key={team.id}
              value={String(team.id)}
              label={teamNameWithCategory(team.displayName, team.teamCategoryCode)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
