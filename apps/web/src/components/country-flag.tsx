import type { SyntheticEvent } from 'react';

// Flags are static files (see countryFlags in vite.config.ts), fetched only when shown.
const FLAG_CODE = /^[A-Z]{2}(-[A-Z]{2,3})?$/;

type CountryFlagProps = {
  countryCode: string;
  /** Height in px; width follows the 3:2 ratio. */
  size?: number;
  /** The flag is decorative when the country name stands next to it. */
  title?: string;
};

/** A code without a flag file hides its image instead of showing a broken one. */
function hideMissing(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.display = 'none';
}

export function CountryFlag({ countryCode, size = 14, title }: CountryFlagProps) {
  const code = countryCode.toUpperCase();
  if (!FLAG_CODE.test(code)) return null;
  return (
    <img
      src={`/assets/flags/${code}.svg`}
      alt={title ?? ''}
      title={title}
      width={Math.round((size * 3) / 2)}
      height={size}
      loading="lazy"
      onError={hideMissing}
      style={{
        display: 'inline-block',
        verticalAlign: 'middle',
        borderRadius: 2,
        boxShadow: '0 0 0 1px rgba(0,0,0,0.1)',
      }}
    />
  );
}
