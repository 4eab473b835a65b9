import { Anchor, Box, type MantineFontWeight, type MantineSize, Text } from '@mantine/core';
import type { CompetitionTeam } from '@tms/domain/contract/competition';
import { teamDisplayName } from '@tms/domain/team-name';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { CountryFlag } from './country-flag';
import { useEditionPath } from '@/lib/edition';

export type TeamNameTeam = Pick<CompetitionTeam, 'id' | 'name' | 'clubName' | 'teamNumber' | 'clubCountryCode'>;

type TeamNameProps = {
  team: TeamNameTeam;
  /** Links to the team detail; off inside another link (a match row), where links must not nest. */
  link?: boolean;
  /** Country name for the flag's tooltip and alternative text; without it the flag is decorative. */
  countryName?: string;
  size?: MantineSize;
  fw?: MantineFontWeight | number;
  /** One line with an ellipsis instead of wrapping. */
  truncate?: boolean;
  /** Off where a country column already shows the flag. */
  withFlag?: boolean;
  /** The team the page is about (its own matches): in the primary colour, since bold means the winner. */
  highlighted?: boolean;
};

export function teamDetailPath(teamId: number): string {
  return `/results/team-detail/${teamId}`;
}

/** Flag and display name of a team ('HC Praha II'), by default a link to its detail. */
export function TeamName({
  team,
  link = true,
  countryName,
  size,
  fw,
  truncate = false,
  withFlag = true,
  highlighted = false,
}: TeamNameProps) {
  const href = useEditionPath();
  const name = teamDisplayName(team);
  const label = (
    <Text
      component="span"
      size={size}
      fw={fw}
      c={highlighted ? 'var(--mantine-primary-color-filled)' : undefined}
      inherit={!size}
      truncate={truncate ? 'end' : undefined}
      miw={0}
      data-highlighted={highlighted || undefined}
    >
      {truncate ? name : <WordsKeptWhole text={name} />}
    </Text>
  );
  return (
    <Box
      component="span"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0, maxWidth: '100%' }}
      data-testid="team-name"
    >
      {withFlag && (
        <Box component="span" style={{ flexShrink: 0, display: 'inline-flex' }}>
          <CountryFlag countryCode={team.clubCountryCode} title={countryName} />
        </Box>
      )}
      {link ? (
        <Anchor
          component={Link}
          to={href(teamDetailPath(team.id))}
          inherit
          miw={0}
          style={{ overflowWrap: 'break-word' }}
        >
          {label}
        </Anchor>
      ) : (
        label
      )}
    </Box>
  );
}

/**
 * Lines break only between words: 'Frýdek-Místek I' may wrap before 'I' but never after the hyphen.
 * The text stays the same for search, copying and screen readers.
 */
function WordsKeptWhole({ text }: { text: string }) {
  // The spaces stay outside the unbreakable spans: they are where a line may break.
  return text.split(' ').map((word, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: words of one name in a fixed order
    <Fragment key={index}>
      {index > 0 && ' '}
      <span style={{ whiteSpace: 'nowrap' }}>{word}</span>
    </Fragment>
  ));
}
