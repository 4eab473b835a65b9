import { IconBed, IconBuildingStadium, IconMapPin, IconToolsKitchen2 } from '@tabler/icons-react';
import type { PlaceTypeSlug } from '../lib/places';

const ICONS = {
  hall: IconBuildingStadium,
  hotel: IconBed,
  restaurant: IconToolsKitchen2,
  attraction: IconMapPin,
} as const;

/** Decorative icon of a place type; the type's name is always written next to it. */
export function PlaceTypeIcon({ type, size = 16 }: { type: PlaceTypeSlug; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} aria-hidden />;
}
