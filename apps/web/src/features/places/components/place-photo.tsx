import { Image } from '@mantine/core';
import type { Place } from '@tms/domain/contract/competition';
import { useQuery } from '@tanstack/react-query';
import { enumsQueryOptions } from '@/api/get-enums';
import { imageSource } from '@/lib/image-proxy';
import { useEdition } from '@/lib/edition';

// The largest size the photo is shown at (the page's column width on a desktop); phones get it scaled down.
const SHOWN = { width: 640, height: 360 };

/** A place's photo, through the image proxy when one is configured. */
export function PlacePhoto({ file, alt }: { file: Place['files'][number]; alt: string }) {
  const edition = useEdition();
  const { data } = useQuery(enumsQueryOptions(edition));
  const { src, srcSet } = imageSource(data?.site.imageProxyUrl, file.url, SHOWN, window.location.origin);
  return (
    <Image
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={SHOWN.width}
      height={SHOWN.height}
      maw={SHOWN.width}
      w="100%"
      h="auto"
      radius="md"
      loading="lazy"
      style={{ aspectRatio: `${SHOWN.width} / ${SHOWN.height}`, objectFit: 'cover' }}
      data-testid="place-photo"
    />
  );
}
