export type ImageSource = { src: string; srcSet?: string };

/**
 * The address of an image at the size it is shown. With an image proxy configured (IMAGE_PROXY_URL)
 * the proxy fetches the original and returns it resized as WebP, at 1x and 2x for sharp screens;
 * without one the original is used as it is. `origin` makes a relative original absolute, since the
 * proxy fetches it from elsewhere.
 */
export function imageSource(
  proxyUrl: string | null | undefined,
  original: string,
  size: { width: number; height: number },
  origin: string,
): ImageSource {
  if (!proxyUrl) return { src: original };
  const absolute = new URL(original, origin).href;
  const at = (scale: number) => {
    const url = new URL(proxyUrl);
    url.searchParams.set('url', absolute);
    url.searchParams.set('width', String(Math.round(size.width * scale)));
    url.searchParams.set('height', String(Math.round(size.height * scale)));
    url.searchParams.set('format', 'webp');
    return url.href;
  };
  return { src: at(1), srcSet: `${at(1)} 1x, ${at(2)} 2x` };
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif']);

/** Whether a stored file is a picture to show rather than a document to download. */
export function isImageFile(file: { extension: string }): boolean {
  return IMAGE_EXTENSIONS.has(file.extension.toLowerCase().replace(/^\./, ''));
}
