import { Badge, Button, Text } from '@mantine/core';
import { formatCzechAccount, formatIban } from '@tms/domain/bank-account';
import type { RefereeRegistrationDetail } from '@tms/domain/contract/referees';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNight } from '@/lib/night-format';
import { Link } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { refereesQueryOptions } from '@/api/get-referees';
import { staticQueryOptions } from '@/api/get-static';
import { hasLink } from '@/lib/links';
import { countryName } from '@/lib/names';
import { placeDisplayName } from '@/lib/place-name';
import { refereeUpdatePath } from '../lib/paths';
import { DetailCard, Facts } from './detail-card';

type CardProps = { registration: RefereeRegistrationDetail };

const STATE_COLORS = { new: 'orange', approved: 'green', declined: 'red', processed: 'blue' } as const;

function useDateFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'cs', { dateStyle: 'medium', timeZone: 'UTC' });
  return (value: string | null) => (value ? format.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : null);
}

/** State of the registration and, while the window allows, the way to change it. */
export function RegistrationCard({ registration }: CardProps) {
  const { t } = useTranslation('refereeRegistration');
  const date = useDateFormat();
  const state = registration.registrationState;
  return (
    <DetailCard title={t('detail.registration')} testId="registration-card">
      <Facts
        rows={[
          [
            t('detail.state'),
            <Badge key="state" variant="dot" color={STATE_COLORS[state]} data-state={state}>
              {t(`state.${state}`)}
            </Badge>,
          ],
          [t('detail.createdAt'), date(registration.createdAt)],
        ]}
      />
      {hasLink(registration, 'updateRefereeRegistration') ? (
        <Button component={Link} to={refereeUpdatePath(registration.id)} variant="light">
          {t('detail.edit')}
        </Button>
      ) : null}
    </DetailCard>
  );
}

/** Stay, nights and the room. */
export function AccommodationCard({ registration }: CardProps) {
  const { t, i18n } = useTranslation('refereeRegistration');
  const date = useDateFormat();
  const places = useQuery(staticQueryOptions()).data?.places ?? [];
  const place = places.find((item) => item.id === registration.accommodationPlaceId);
  const yesNo = (value: boolean) => (value ? t('detail.yes') : t('detail.no'));
  return (
    <DetailCard title={t('detail.accommodation')} testId="accommodation-card">
      <Facts
        rows={[
          [
            t('detail.stay'),
            t('detail.stayDates', {
              arrival: date(registration.arrivalDate) ?? '?',
              departure: date(registration.departureDate) ?? '?',
            }),
          ],
          [t('detail.nights'), registration.nights === null ? null : t('nights', { count: registration.nights })],
          [
            t('detail.wantsAccommodation'),
            registration.wantsAccommodation ? t('detail.yes') : t('detail.notRequested'),
          ],
          [
            t('detail.place'),
            registration.stay
              ? registration.stay.placeName
              : place
                ? placeDisplayName(place, i18n.resolvedLanguage ?? 'cs')
                : null,
          ],
          [
            t('detail.room'),
            registration.stay
              ? t('detail.roomValue', {
                  rooms: registration.stay.rooms.map((room) => room.name).join(', '),
                  from: formatNight(registration.stay.nights[0], i18n.resolvedLanguage ?? 'cs'),
                  to: formatNight(registration.stay.nights.at(-1)!, i18n.resolvedLanguage ?? 'cs'),
                })
              : null,
          ],
          [t('detail.singleRoom'), registration.wantsAccommodation ? yesNo(registration.wantsSingleRoom) : null],
          [
            t('detail.accompanimentPersons'),
            registration.wantsAccommodation ? registration.accompanimentPersons : null,
          ],
        ]}
      />
    </DetailCard>
  );
}

function account(registration: RefereeRegistrationDetail): string | null {
  if (registration.paymentType === 'czk_payment' && registration.accountNumber && registration.bankCode) {
    return formatCzechAccount({
      prefix: registration.accountPrefix ?? '',
      number: registration.accountNumber,
      bankCode: registration.bankCode,
    });
  }
  if (registration.paymentType === 'foreign_eur_payment' && registration.iban) {
    return [formatIban(registration.iban), registration.bicOrSwiftCode].filter(Boolean).join(', ');
  }
  return null;
}

/** Experience, meals, T-shirt, colleague, payment and the note. */
export function AdditionalInfoCard({ registration }: CardProps) {
  const { t } = useTranslation('refereeRegistration');
  const sizes = useQuery(enumsQueryOptions()).data?.tshirtSizes ?? [];
  const colleagues = useQuery(refereesQueryOptions()).data ?? [];
  const colleague = colleagues.find((item) => item.id === registration.colleagueRefereeId);
  return (
    <DetailCard title={t('detail.additional')} testId="additional-card">
      <Facts
        rows={[
          [t('detail.birthYear'), registration.birthYear],
          [t('detail.sex'), t(`sex.${registration.sex}`)],
          [t('detail.highestCompetition'), registration.highestCompetition],
          [t('detail.project'), registration.refereeProjectName],
          [t('detail.tshirt'), sizes.find((size) => size.id === registration.tshirtSizeId)?.code],
          [t('detail.mealVouchers'), registration.mealVouchers],
          [
            t('detail.colleague'),
            colleague
              ? `${colleague.firstName} ${colleague.lastName}`
              : registration.colleagueRefereeRequested
                ? t('detail.colleagueRequested')
                : null,
          ],
          [t('detail.payment'), registration.paymentType ? t(`paymentType.${registration.paymentType}`) : null],
          [t('detail.account'), account(registration)],
          [t('detail.accountHolder'), registration.accountHoldersName],
          [
            t('detail.note'),
            registration.registrationNote ? <Text key="note">{registration.registrationNote}</Text> : null,
          ],
        ]}
      />
    </DetailCard>
  );
}

/** E-mail, phone and address. */
export function ContactCard({ registration }: CardProps) {
  const { t, i18n } = useTranslation('refereeRegistration');
  const countries = useQuery(enumsQueryOptions()).data?.countries ?? [];
  const country = countries.find((item) => item.id === registration.countryId);
  const address = [registration.street, [registration.zip, registration.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <DetailCard title={t('detail.contact')} testId="contact-card">
      <Facts
        rows={[
          [t('detail.email'), registration.email],
          [t('detail.phone'), registration.phone],
          [t('detail.address'), address],
          [t('detail.country'), country ? countryName(country, i18n.resolvedLanguage ?? 'cs') : null],
        ]}
      />
    </DetailCard>
  );
}
