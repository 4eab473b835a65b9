import { List, Text } from '@mantine/core';
import type { RefereeInHall } from '@tms/domain/contract/referees';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staticQueryOptions } from '@/api/get-static';
import { formatMatchDay } from '@/lib/match-day';
import { placeDisplayName } from '@/lib/place-name';
import { hallsByDay } from '../lib/referee-form';
import { DetailCard } from './detail-card';

/** The halls the referee works in, day by day. */
export function HallsCard({ slots }: { slots: readonly RefereeInHall[] }) {
  const { t, i18n } = useTranslation('refereeRegistration');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const places = useQuery(staticQueryOptions()).data?.places ?? [];
  const name = (id: number) => {
    const place = places.find((item) => item.id === id);
    return place ? placeDisplayName(place, locale) : String(id);
  };
  const days = hallsByDay(slots);
  return (
    <DetailCard title={t('detail.halls')} testId="halls-card">
      {days.length === 0 ? (
        <Text c="dimmed">{t('detail.hallsEmpty')}</Text>
      ) : (
        <List spacing={4} listStyleType="none" p={0}>
          {days.map(({ day, placeIds }) => (
            <List.Item key={day}>
              <Text span fw={600}>
                {formatMatchDay(day, locale, 'long')}
              </Text>
              {`: ${placeIds.map(name).join(', ')}`}
            </List.Item>
          ))}
        </List>
      )}
    </DetailCard>
  );
}
