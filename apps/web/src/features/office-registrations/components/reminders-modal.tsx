import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { remindersQueryOptions, useSendRemindersMutation } from '../api/reminders';
import { formatAmount, formatDate } from '@/lib/amounts';

const sendable = (candidate: { recipients: readonly string[] }) => candidate.recipients.length > 0;

/** Who would get a payment reminder now; the user picks (all that can be sent by default) and sends. */
export function RemindersModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const { data, isPending, isError } = useQuery(remindersQueryOptions());
  const send = useSendRemindersMutation();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  useEffect(() => {
    // A club without a club admin has nobody to write to: never pre-ticked nor counted.
    if (data) setChosen(new Set(data.filter(sendable).map((candidate) => candidate.clubId)));
  }, [data]);
  const toggle = (clubId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(clubId)) next.delete(clubId);
      else next.add(clubId);
      return next;
    });

  return (
    <Modal opened onClose={onClose} title={t('payments.reminders.title')} size="xl" centered>
      <Stack gap="sm">
        <Text size="sm">{t('payments.reminders.intro')}</Text>
        {isPending ? (
          <Group justify="center" py="md">
            <Loader aria-label={t('list.loading')} />
          </Group>
        ) : isError ? (
          <Alert color="red" role="alert">
            {t('list.loadError')}
          </Alert>
        ) : data.length === 0 ? (
          <Text c="dimmed">{t('payments.reminders.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th scope="col">{t('payments.reminders.club')}</Table.Th>
                  <Table.Th scope="col">{t('payments.reminders.recipients')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('payments.reminders.rest')}
                  </Table.Th>
                  <Table.Th scope="col">{t('payments.reminders.overdue')}</Table.Th>
                  <Table.Th scope="col">{t('payments.reminders.last')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((candidate) => (
                  <Table.Tr key={candidate.clubId} data-reminder-club={candidate.clubId}>
                    <Table.Td>
                      <Checkbox
                        disabled={!sendable(candidate)}
                        checked={chosen.has(candidate.clubId)}
                        onChange={() => toggle(candidate.clubId)}
                        aria-label={t('payments.reminders.select', { club: candidate.clubName })}
                      />
                    </Table.Td>
                    <Table.Th scope="row" fw={500}>
                      {candidate.clubName}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {sendable(candidate) ? (
                        candidate.recipients.join(', ')
                      ) : (
                        <Text size="xs" c="red.9">
                          {t('payments.reminders.noRecipient')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatAmount(candidate.rest, candidate.currency, locale)}
                    </Table.Td>
                    <Table.Td>
                      {candidate.overdueInvoices.map((invoice) => (
                        <Text key={invoice.number} size="xs">
                          {t('payments.reminders.invoice', {
                            number: invoice.number,
                            rest: formatAmount(invoice.rest, candidate.currency, locale),
                            dueDate: formatDate(invoice.dueDate, locale),
                          })}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      {candidate.lastReminderAt
                        ? formatDate(candidate.lastReminderAt, locale, true)
                        : t('payments.reminders.never')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payments.reminders.cancel')}
          </Button>
          <Button
            disabled={chosen.size === 0}
            loading={send.isPending}
            onClick={() =>
              send.mutate([...chosen], {
                onSuccess: (result) => {
                  toast.success(t('payments.reminders.sent', { count: result.sent }));
                  onClose();
                },
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            {t('payments.reminders.send', { count: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
