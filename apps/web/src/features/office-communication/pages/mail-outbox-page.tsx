import { Accordion, Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { MAIL_OUTBOX_LIMIT, type OutboxMail, mailOutboxQueryOptions } from '../api/get-mail-outbox';

function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'cs', { dateStyle: 'medium', timeStyle: 'short' });
  return (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
}

/** The message's delivery state: sent, given up, waiting for another attempt, or waiting for its first. */
function MailStatus({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation('dashboard');
  const dateTime = useDateTime();
  if (mail.status === 'failed') {
    return (
      <Badge color="red" variant="dot" title={mail.error ?? undefined}>
        {t('mailOutbox.failed', { error: mail.error ?? '', count: mail.attempts })}
      </Badge>
    );
  }
  if (mail.status === 'sent') {
    return (
      <Badge color="green" variant="dot">
        {mail.sentAt ? t('mailOutbox.sent', { date: dateTime(mail.sentAt) }) : t('mailOutbox.sentUndated')}
      </Badge>
    );
  }
  if (mail.error) {
    return (
      <Badge color="orange" variant="dot" title={mail.error}>
        {t('mailOutbox.retrying', { count: mail.attempts })}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="dot">
      {t('mailOutbox.notSent')}
    </Badge>
  );
}

export function MailOutboxPage() {
  const { t } = useTranslation('dashboard');
  const dateTime = useDateTime();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(mailOutboxQueryOptions());

  return (
    <Stack gap="md">
      <PageTitle>{t('mailOutbox.title')}</PageTitle>
      <Text c="dimmed">{t('mailOutbox.intro', { limit: MAIL_OUTBOX_LIMIT })}</Text>
      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('mailOutbox.title')} />
        </Group>
      ) : isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {t('mailOutbox.loadError')}
            <Button size="xs" variant="light" onClick={() => void refetch()} loading={isRefetching}>
              {t('mailOutbox.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : data.length === 0 ? (
        <Text c="dimmed">{t('mailOutbox.empty')}</Text>
      ) : (
        <Accordion variant="separated" multiple aria-label={t('mailOutbox.caption')}>
          {data.map((mail) => (
            <Accordion.Item key={mail.id} value={String(mail.id)} data-mail-id={mail.id}>
              <Accordion.Control>
                <Stack gap={2}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {mail.subject}
                  </Text>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" c="dimmed">
                      {t('mailOutbox.recipient', { email: mail.to })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('mailOutbox.written', { date: dateTime(mail.createdAt) })}
                    </Text>
                    <MailStatus mail={mail} />
                  </Group>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <Text
                  component="pre"
                  size="sm"
                  ff="monospace"
                  m={0}
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {mail.text}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
