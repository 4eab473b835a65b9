// Each flag is its own small SVG asset, fetched only when shown; the bundle keeps just the URL map.
// The package is hoisted to the workspace root's node_modules, which a root-relative glob cannot reach.
const flagUrls = import.meta.glob<string>('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});
const byCode = new Map(
  Object.entries(flagUrls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

type CountryFlagProps = {
  countryCode: string;
  /** Height in px; width follows the 3:2 ratio. */
  size?: number;
  /** The flag is decorative when the country name stands next to it. */
  title?: string;
};

export function CountryFlag({ countryCode, size = 14, title }: CountryFlagProps) {
  const url = byCode.get(countryCode.toUpperCase());
  if (!url) return null;
  return (
    <img
      src={url}
      alt={title ?? ''}
      title={title}
      width={Math.round((size * 3) / 2)}
      height={size}
      loading="lazy"
      style={{
        display: 'inline-block',
        verticalAlign: 'middle',
        borderRadius: 2,
        boxShadow: '0 0 0 1px rgba(0,0,0,0.1)',
      }}
    />
  );
}
