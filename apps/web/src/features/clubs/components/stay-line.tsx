import { Text } from '@mantine/core';
import type { ClubStay } from '@tms/domain/contract/accommodation';
import { useTranslation } from 'react-i18next';
import { formatNight } from '@/lib/night-format';

/** Where a team or extra person booking sleeps: place, rooms or classrooms, nights (shown when published to clubs). */
export function StayLine({ stay }: { stay: ClubStay | undefined }) {
  const { t, i18n } = useTranslation('club');
  const locale = i18n.resolvedLanguage ?? 'cs';
  if (!stay) return null;
  return (
    <Text size="sm" data-testid="team-stay">
      {t('detail.stay', {
        place: stay.placeName,
        rooms: stay.rooms.map((room) => room.name).join(', '),
        from: formatNight(stay.nights[0], locale),
        to: formatNight(stay.nights.at(-1)!, locale),
        count: stay.nights.length,
      })}
    </Text>
  );
}
