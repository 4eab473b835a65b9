import { Badge, Text, Title } from '@mantine/core';
import type { LiveMatch } from '@tms/domain/contract/competition';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveBadge } from '@/components/live-badge';
import { TeamName } from '@/components/team-name';
import { staticQueryOptions } from '@/api/get-static';
import { type CompetitionLookup, competitionLookup, slotSource } from '@/lib/competition-lookup';
import { formatMatchDay } from '@/lib/match-day';
import { hasScore, matchPhase } from '@/lib/match-state';
import { countryName } from '@/lib/names';
import { useSlotSourceText } from '@/lib/slot-source-text';
import { scoreline } from '@/lib/match-score';
import { type BracketEntry, type BracketRound, bracketColumns } from '../lib/bracket';
import { resultsPaths } from '../lib/paths';
import classes from './bracket-view.module.css';
import { useEdition, useEditionPath } from '@/lib/edition';

type BracketViewProps = {
  rounds: readonly BracketRound[];
  /** Heading level of the round titles. */
  headingOrder?: 2 | 3 | 4;
};

/** A play-off bracket: rounds as columns (stacked on phones), each match a card linking to its detail. */
export function BracketView({ rounds, headingOrder = 3 }: BracketViewProps) {
  const { i18n } = useTranslation('resultsDashboard');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const lookup = competitionLookup(data);
  const columns = bracketColumns(rounds);

  return (
    <div className={classes.scroll} data-testid="bracket">
      <div className={classes.columns}>
        {columns.map((column) => (
          <div className={classes.column} key={column.map((round) => round.level.id).join('-')}>
            {column.map((round) => (
              <div key={round.level.id} className={classes.round}>
                <Title order={headingOrder} size="h5" mb="xs">
                  {locale === 'en' ? round.level.nameEn : round.level.nameCs}
                </Title>
                <ul className={classes.entries}>
                  {round.entries.map((entry) => (
                    <li key={entry.group.id}>
                      <BracketCard entry={entry} lookup={lookup} locale={locale} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

type BracketCardProps = { entry: BracketEntry; lookup: CompetitionLookup; locale: string };

function BracketCard({ entry, lookup, locale }: BracketCardProps) {
  const href = useEditionPath();
  const { t } = useTranslation('resultsDashboard');
  const { match, group } = entry;

  if (!match) {
    return (
      <div className={classes.card} data-testid="bracket-match">
        <div className={classes.meta}>{group.label}</div>
      </div>
    );
  }

  const stage = lookup.stages.get(match.competitionMatchStageId);
  const phase = matchPhase(stage?.code, match.walkOver);
  const { shootout } = scoreline(match);
  const sideProps = {
    match,
    lookup,
    locale,
    scored: match.walkOver || hasScore(stage?.code),
    finished: phase === 'finished',
  };

  return (
    <Link
      to={href(resultsPaths.match(match.id))}
      className={`${classes.card} ${phase === 'live' ? classes.live : ''}`}
      data-testid="bracket-match"
    >
      <div className={classes.meta}>
        {phase === 'live' && <LiveBadge size="xs" />}
        <span>{group.label}</span>
        <span>
          {formatMatchDay(match.day, locale)} {match.time}
        </span>
        {shootout && <span>{t('state.afterShootoutScore', shootout)}</span>}
        {match.walkOver && (
          <Badge size="xs" variant="default">
            {t('state.walkover')}
          </Badge>
        )}
      </div>
      <BracketSide {...sideProps} which="home" />
      <BracketSide {...sideProps} which="away" />
    </Link>
  );
}

type BracketSideProps = {
  match: LiveMatch;
  which: 'home' | 'away';
  lookup: CompetitionLookup;
  locale: string;
  scored: boolean;
  finished: boolean;
};

function BracketSide({ match, which, lookup, locale, scored, finished }: BracketSideProps) {
  const slotText = useSlotSourceText();
  const home = which === 'home';
  const teamId = home ? match.homeTeamId : match.awayTeamId;
  const team = teamId === null ? undefined : lookup.teams.get(teamId);
  const result = scoreline(match);
  const score = result.played[which];
  const won = finished && result.winner === which;
  const country = team ? lookup.countriesByCode.get(team.clubCountryCode) : undefined;
  return (
    <div className={classes.side} data-testid="bracket-slot">
      {team ? (
        <TeamName
          team={team}
          link={false}
          fw={won ? 700 : undefined}
          countryName={country ? countryName(country, locale) : undefined}
        />
      ) : (
        <Text component="span" c="dimmed" fs="italic" inherit>
          {slotText(
            slotSource(
              lookup,
              home ? match.homeTeamCompetitionGroupId : match.awayTeamCompetitionGroupId,
              home ? match.homeTeamCompetitionStandings : match.awayTeamCompetitionStandings,
            ),
          )}
        </Text>
      )}
      <span className={classes.score}>{scored ? (score ?? '–') : ''}</span>
    </div>
  );
}
