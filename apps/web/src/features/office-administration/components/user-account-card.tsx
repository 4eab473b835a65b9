import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { hasLink } from '@/lib/links';
import { useBlockUserMutation } from '../api/block-user';
import type { AdminUserDetail } from '../api/get-admin-user';
import { useSendUserPasswordResetMutation } from '../api/send-user-password-reset';
import { useUnblockUserMutation } from '../api/unblock-user';
import { formatDate } from '@/lib/amounts';

/** The account's facts and what may be done with it: block or unblock, send a password reset. */
export function UserAccountCard({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const block = useBlockUserMutation(user.id);
  const unblock = useUnblockUserMutation(user.id);
  const reset = useSendUserPasswordResetMutation(user.id);
  const onError = (error: unknown) => toast.error(errorText(error));

  const confirmBlock = async () => {
    const answer = await openConfirmDialog({
      title: t('users.detail.block'),
      children: t('users.detail.blockConfirm', { name: user.name }),
      confirmLabel: t('users.detail.block'),
      rejectLabel: t('users.detail.cancel'),
      confirmColor: 'red',
    });
    if (answer === 'confirm')
      block.mutate(undefined, { onSuccess: () => toast.success(t('users.detail.blocked')), onError });
  };

  return (
    <Card withBorder component="section" aria-labelledby="account-heading">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="account-heading">
            {t('users.detail.account')}
          </Title>
          <Badge color={user.blocked ? 'red' : 'green'} variant="light">
            {t(user.blocked ? 'users.state.blocked' : 'users.state.active')}
          </Badge>
        </Group>
        <Text size="sm">{user.email}</Text>
        {user.phone ? <Text size="sm">{t('users.detail.phoneValue', { phone: user.phone })}</Text> : null}
        <Text size="sm" c="dimmed">
          {t('users.detail.createdValue', { at: formatDate(user.createdAt, locale, true) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('users.detail.lastSignInValue', {
            at: user.lastSignInAt ? formatDate(user.lastSignInAt, locale, true) : t('users.never'),
          })}
        </Text>
        {user.blockedAt ? (
          <Text size="sm" c="red">
            {t('users.detail.blockedSince', { at: formatDate(user.blockedAt, locale, true) })}
          </Text>
        ) : null}
        <Group gap="xs" mt="xs">
          {hasLink(user, 'blockUser') ? (
            <Button size="xs" color="red" variant="light" onClick={() => void confirmBlock()} loading={block.isPending}>
              {t('users.detail.block')}
            </Button>
          ) : null}
          {hasLink(user, 'unblockUser') ? (
            <Button
              size="xs"
              variant="light"
              loading={unblock.isPending}
              onClick={() =>
                unblock.mutate(undefined, { onSuccess: () => toast.success(t('users.detail.unblocked')), onError })
              }
            >
              {t('users.detail.unblock')}
            </Button>
          ) : null}
          {hasLink(user, 'sendUserPasswordReset') ? (
            <Button
              size="xs"
              variant="default"
              loading={reset.isPending}
              onClick={() =>
                reset.mutate(undefined, {
                  onSuccess: () => toast.success(t('users.detail.passwordResetSent', { email: user.email })),
                  onError,
                })
              }
            >
              {t('users.detail.passwordReset')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
