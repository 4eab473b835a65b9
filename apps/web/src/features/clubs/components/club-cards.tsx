import { Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconFileTypePdf, IconPencil, IconReceipt } from '@tabler/icons-react';
import type { ClubDetail, Finance } from '@tms/domain/contract/club-registration';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasLink } from '@/lib/links';
import { amountText, dateText, financeAmounts, rosterPath } from '../lib/club-detail';
import { DetailCard, Fact } from './detail-card';
import { ClubStateBadge } from './state-badge';

const useLocale = () => {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'cs';
};

/** Registration date, until when it can be updated, its state and the update action. */
export function RegistrationCard({ detail }: { detail: ClubDetail }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const { registration } = detail;
  const canUpdate = hasLink(detail, 'updateClubRegistration');
  return (
    <DetailCard title={t('detail.registration.title')} icon={<IconClipboardList size={20} aria-hidden />}>
      <Fact label={t('detail.registration.date')}>{dateText(registration.createdAt, locale)}</Fact>
      <Fact label={t('detail.registration.editableUntil')}>
        {!registration.editable.registration
          ? t('detail.registration.closed')
          : registration.editableUntil
            ? dateText(registration.editableUntil, locale, true)
            : t('detail.registration.noDeadline')}
      </Fact>
      <Fact label={t('detail.registration.state')}>
        <ClubStateBadge value={registration.registrationState} />
      </Fact>
      {canUpdate ? (
        <Button
          component={Link}
          to={`/registration/club/update/${detail.club.id}`}
          variant="light"
          mt="auto"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('detail.registration.update')}
        </Button>
      ) : null}
    </DetailCard>
  );
}

/** Participants entered of those the teams' packages expect, and the way to the roster. */
export function RosterCard({ detail }: { detail: ClubDetail }) {
  const { t } = useTranslation('club');
  const { entered, expected } = detail.roster;
  const over = expected > 0 ? Math.max(0, entered - expected) : 0;
  return (
    <DetailCard title={t('detail.roster.title')} icon={<IconClipboardList size={20} aria-hidden />}>
      {entered === 0 ? <Text c="dimmed">{t('detail.roster.empty')}</Text> : null}
      {/* Over the packages' count the bar alone looked complete; the text and colour say by how much. */}
      <Text data-testid="roster-count" data-over={over > 0 ? 'true' : undefined} c={over > 0 ? 'red.9' : undefined}>
        {over > 0
          ? t('detail.roster.enteredOver', { entered, expected, over })
          : t('detail.roster.entered', { entered, expected })}
      </Text>
      {expected > 0 ? (
        <Progress
          value={Math.min(100, (entered / expected) * 100)}
          color={over > 0 ? 'orange' : undefined}
          aria-hidden
          size="sm"
        />
      ) : null}
      {hasLink(detail, 'listClubParticipants') ? (
        <Button component={Link} to={rosterPath(detail.club.id)} variant="light" mt="auto">
          {entered === 0 ? t('detail.roster.enter') : t('detail.roster.view')}
        </Button>
      ) : null}
    </DetailCard>
  );
}

/** What the club owes and has paid, and its invoices as PDF (club admins and admins only). */
export function FinanceCard({ finance }: { finance: Finance }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const amounts = financeAmounts(finance, locale);
  return (
    <DetailCard title={t('detail.finance.title')} icon={<IconReceipt size={20} aria-hidden />}>
      <Stack gap={4} data-testid="finance">
        <Fact label={t('detail.finance.toPay')}>
          <span data-testid="finance-to-pay">{amounts.toPay}</span>
        </Fact>
        <Fact label={t('detail.finance.paid')}>{amounts.paid}</Fact>
        <Fact label={t('detail.finance.rest')}>
          <span data-testid="finance-rest">{amounts.rest}</span>
        </Fact>
      </Stack>
      <Text fw={600} size="sm" mt="xs">
        {t('detail.finance.invoices')}
      </Text>
      {finance.invoices.length === 0 ? <Text c="dimmed">{t('detail.finance.noInvoices')}</Text> : null}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {finance.invoices.map((invoice) => (
          <Stack component="li" key={invoice.id} gap={0}>
            <Group gap="xs" wrap="nowrap">
              <IconFileTypePdf size={18} aria-hidden />
              <Anchor
                href={invoice.url}
                target="_blank"
                rel="noopener"
                aria-label={t('detail.finance.download', { number: invoice.number })}
              >
                {t('detail.finance.invoice', { number: invoice.number })}
              </Anchor>
              <Text size="sm" ml="auto" style={{ whiteSpace: 'nowrap' }}>
                {amountText(invoice.currency, invoice.total, locale)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {invoice.supplierName ? `${invoice.supplierName} · ` : ''}
              {t('detail.finance.variableSymbol', { symbol: invoice.variableSymbol })}
              {' · '}
              {t('detail.finance.due', { date: dateText(invoice.dueDate, locale) })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </DetailCard>
  );
}
