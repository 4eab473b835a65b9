import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ClubUser, type ClubUsersPage, clubUserCreateInput } from '@tms/domain/contract/club-users';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { useCreateClubUserMutation } from '../api/create-club-user';
import { useDeleteClubUserMutation } from '../api/delete-club-user';
import { userLookupQueryOptions } from '../api/lookup-user';
import { useUpdateClubUserMutation } from '../api/update-club-user';
import { clubUserPermissionsForm, removesAll } from '../lib/club-users';
import { PermissionFields } from './permission-fields';

type FormProps = { clubId: number; teams: ClubUsersPage['teams']; onDone: () => void };
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Adding a user: the e-mail first; names and phone only for an address without an account. */
export function AddClubUserForm({ clubId, teams, onDone }: FormProps) {
  const { t, i18n } = useTranslation('club');
  const create = useCreateClubUserMutation(clubId);
  const form = useAppForm({
    schema: clubUserCreateInput,
    defaultValues: { email: '', firstName: '', lastName: '', phone: '', isClubAdmin: false, teamIds: [] },
  });
  const [email] = useDebouncedValue(form.watch('email') ?? '', 300);
  const lookup = useQuery(userLookupQueryOptions(looksLikeEmail(email) ? email.trim().toLowerCase() : ''));
  const exists = lookup.data?.exists === true;
  return (
    <AppForm
      form={form}
      onSubmit={async (body) => {
        await create.mutateAsync({ ...body, locale: i18n.resolvedLanguage === 'en' ? 'en' : 'cs' });
        toast.success(t('users.created'));
        onDone();
      }}
      onFailure={() => toast.error(t('users.createFailed'))}
    >
      <Stack gap="sm">
        <SubmitProblem />
        <TextField control={form.control} name="email" label={t('users.form.email')} type="email" required />
        {lookup.data ? (
          <Alert variant="light" color={exists ? 'blue' : 'gray'} data-testid="user-lookup">
            {exists ? t('users.form.existing') : t('users.form.isNew')}
          </Alert>
        ) : null}
        {exists ? null : (
          <>
            <TextField control={form.control} name="firstName" label={t('users.form.firstName')} />
            <TextField control={form.control} name="lastName" label={t('users.form.lastName')} />
            <TextField
              control={form.control}
              name="phone"
              label={t('users.form.phone')}
              description={t('users.form.phoneHint')}
              type="tel"
            />
          </>
        )}
        <PermissionFields teams={teams} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('users.form.cancel')}
          </Button>
          <SubmitButton>{t('users.form.save')}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}

/** Editing a user's permissions; taking them all away asks first and removes the user from the club. */
export function EditClubUserForm({ clubId, teams, onDone, user }: FormProps & { user: ClubUser }) {
  const { t } = useTranslation('club');
  const update = useUpdateClubUserMutation(clubId);
  const remove = useDeleteClubUserMutation(clubId);
  const form = useAppForm({
    schema: clubUserPermissionsForm,
    defaultValues: { isClubAdmin: user.isClubAdmin, teamIds: user.teamIds },
  });
  return (
    <AppForm
      form={form}
      onSubmit={async (body) => {
        if (removesAll(body)) {
          const choice = await openConfirmDialog({
            title: t('users.removeAllTitle'),
            children: t('users.removeAll'),
            confirmLabel: t('users.removeConfirm'),
            confirmColor: 'red',
          });
          if (choice !== 'confirm') return;
          await remove.mutateAsync(user.id);
          toast.success(t('users.removed'));
        } else {
          await update.mutateAsync({ userId: user.id, body });
          toast.success(t('users.updated'));
        }
        onDone();
      }}
      onFailure={() => toast.error(removesAll(form.getValues()) ? t('users.removeFailed') : t('users.updateFailed'))}
    >
      <Stack gap="sm">
        <SubmitProblem />
        <PermissionFields teams={teams} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('users.form.cancel')}
          </Button>
          <SubmitButton>{t('users.form.save')}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}
