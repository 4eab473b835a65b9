import { Button } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFavouriteTeams } from '@/lib/favourites';

/** Follows or unfollows the team; followed teams are listed on the results dashboard. */
export function FavouriteButton({ teamId }: { teamId: number }) {
  const { t } = useTranslation('countryTeams');
  const { isFavourite, toggle } = useFavouriteTeams();
  const favourite = isFavourite(teamId);
  return (
    <Button
      variant={favourite ? 'filled' : 'light'}
      color={favourite ? 'yellow.8' : undefined}
      leftSection={favourite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      onClick={() => toggle(teamId)}
      data-testid="favourite-button"
    >
      {favourite ? t('team.removeFavourite') : t('team.addFavourite')}
    </Button>
  );
}
