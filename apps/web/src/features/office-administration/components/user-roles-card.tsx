import { Button, Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { MANAGED_ROLES, type ManagedRole } from '@tms/domain/role-management';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { hasLink } from '@/lib/links';
import type { AdminUserDetail } from '../api/get-admin-user';
import { useSetUserRolesMutation } from '../api/set-user-roles';

/** The account's roles; those the current user may change are ticked on and off and saved together. */
export function UserRolesCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [roles, setRoles] = useState<ManagedRole[]>(() => MANAGED_ROLES.filter((role) => user.roles.includes(role)));
  const save = useSetUserRolesMutation(user.id);
  const editable = hasLink(user, 'setUserRoles');
  const toggle = (role: ManagedRole, on: boolean) =>
    setRoles((current) => (on ? [...current, role] : current.filter((r) => r !== role)));

  return (
    <Card withBorder component="section" aria-labelledby="roles-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="roles-heading">
          {t('users.detail.roles')}
        </Title>
        {MANAGED_ROLES.map((role) => (
          <Checkbox
            key={role}
            label={t(`users.role.${role}`)}
            checked={roles.includes(role)}
            disabled={!editable || !user.changeableRoles.includes(role)}
            onChange={(event) => toggle(role, event.currentTarget.checked)}
            data-role={role}
          />
        ))}
        <Text size="sm" c="dimmed">
          {t('users.detail.rolesHint')}
        </Text>
        {editable ? (
          <Button
            onClick={() =>
              save.mutate(
                { roles },
                {
                  onSuccess: () => toast.success(t('users.detail.rolesSaved')),
                  onError: (error) => toast.error(errorText(error)),
                },
              )
            }
            loading={save.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('users.detail.saveRoles')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
