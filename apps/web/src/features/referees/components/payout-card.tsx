import { Alert, Text } from '@mantine/core';
import { formatMoney, moneyFromDecimal } from '@tms/domain/money';
import type { Currency } from '@tms/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownRefereePayoutQueryOptions } from '../api/get-own-referee-payout';
import { DetailCard, Facts } from './detail-card';

function amount(value: string, currency: Currency, locale: string): string {
  const money = moneyFromDecimal(currency, value);
  return money ? formatMoney(money, locale === 'en' ? 'en' : 'cs') : `${value} ${currency}`;
}

/** What the referee is owed: matches refereed, days present and the amounts (his account and admins only). */
export function PayoutCard({ refereeId }: { refereeId: number }) {
  const { t, i18n } = useTranslation('refereeRegistration');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const payout = useQuery(ownRefereePayoutQueryOptions(refereeId));
  const data = payout.data;
  return (
    <DetailCard title={t('detail.payout')} testId="payout-card">
      {payout.isError ? <Alert color="red">{t('detail.payoutError')}</Alert> : null}
      {payout.isPending ? <Text c="dimmed">{t('detail.matchesLoading')}</Text> : null}
      {payout.isSuccess && !data ? <Text c="dimmed">{t('detail.payoutEmpty')}</Text> : null}
      {data ? (
        <Facts
          rows={[
            [t('detail.payoutMatches'), data.matches],
            [t('detail.payoutDays'), data.days],
            [t('detail.payoutForMatches'), amount(data.matchesAmount, data.currency, locale)],
            [t('detail.payoutAllowance'), amount(data.allowanceAmount, data.currency, locale)],
            [t('detail.payoutTravel'), amount(data.travelAmount, data.currency, locale)],
            [
              t('detail.payoutTotal'),
              <Text key="total" fw={700} span>
                {amount(data.amount, data.currency, locale)}
              </Text>,
            ],
          ]}
        />
      ) : null}
    </DetailCard>
  );
}
