import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCzechAccount, formatIban } from '@tms/domain/bank-account';
import { useTranslation } from 'react-i18next';
import { staticQueryOptions } from '@/api/get-static';
import { placeDisplayName } from '@/lib/place-name';
import type { AdminRefereeRegistration } from '../api/get-admin-referee-registration';
import { formatDate } from '@/lib/amounts';

function account(registration: AdminRefereeRegistration['registration']): string | null {
  if (registration.paymentType === 'czk_payment' && registration.accountNumber && registration.bankCode) {
    return formatCzechAccount({
      prefix: registration.accountPrefix ?? '',
      number: registration.accountNumber,
      bankCode: registration.bankCode,
    });
  }
  return registration.iban ? formatIban(registration.iban) : null;
}

/** Contact, stay and accommodation, payment and the referee's note, as registered. */
export function RefereeOverview({ detail }: { detail: AdminRefereeRegistration }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const { registration: r } = detail;
  const places = useQuery(staticQueryOptions()).data?.places ?? [];
  const hotel = places.find((place) => place.id === r.accommodationPlaceId);
  const payout = account(r);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Card withBorder component="section" aria-labelledby="contact-heading">
        <Stack gap={4}>
          <Title order={2} size="h4" id="contact-heading">
            {t('referees.detail.contactTitle')}
          </Title>
          <Text size="sm">{r.email}</Text>
          {r.phone ? <Text size="sm">{r.phone}</Text> : null}
          <Text size="sm">{[r.street, r.zip, r.city, detail.countryCode].filter(Boolean).join(', ')}</Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t('referees.detail.note')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {r.registrationNote ?? t('referees.detail.noNote')}
          </Text>
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="stay-heading">
        <Stack gap={4}>
          <Title order={2} size="h4" id="stay-heading">
            {t('referees.detail.stayTitle')}
          </Title>
          <Text size="sm">
            {t('referees.detail.stay', {
              arrival: formatDate(r.arrivalDate, locale),
              departure: formatDate(r.departureDate, locale),
            })}
          </Text>
          <Text size="sm">
            {r.wantsAccommodation ? t('referees.detail.accommodationYes') : t('referees.detail.accommodationNo')}
            {r.wantsAccommodation && hotel ? `: ${placeDisplayName(hotel, locale)}` : ''}
          </Text>
          {r.wantsSingleRoom ? <Text size="sm">{t('referees.detail.singleRoom')}</Text> : null}
          <Text size="sm">{t('referees.detail.accompaniment', { count: r.accompanimentPersons })}</Text>
          <Text size="sm">{t('referees.detail.mealVouchers', { count: r.mealVouchers })}</Text>
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="payment-heading">
        <Stack gap={4}>
          <Title order={2} size="h4" id="payment-heading">
            {t('referees.detail.paymentTitle')}
          </Title>
          {r.paymentType ? (
            <>
              <Text size="sm">{t(`referees.paymentType.${r.paymentType}`)}</Text>
              {r.accountHoldersName ? <Text size="sm">{r.accountHoldersName}</Text> : null}
              {payout ? (
                <Text size="sm" ff="monospace">
                  {payout}
                </Text>
              ) : null}
              {r.bicOrSwiftCode ? <Text size="sm">{r.bicOrSwiftCode}</Text> : null}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('referees.detail.noPayment')}
            </Text>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
