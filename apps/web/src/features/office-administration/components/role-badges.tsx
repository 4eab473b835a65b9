import { Badge, Group } from '@mantine/core';
import { ROLE_BY_NAME, type Role } from '@tms/domain/roles';
import { useTranslation } from 'react-i18next';

/** An account's roles but the one every account has. */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('admin');
  const shown = roles.filter((role) => role !== ROLE_BY_NAME.user);
  if (shown.length === 0) return <>–</>;
  return (
    <Group gap={4}>
      {shown.map((role) => (
        <Badge key={role} variant="light" size="sm" data-role={role}>
          {t(`users.role.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}
