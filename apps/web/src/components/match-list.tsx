import { Badge, Text } from '@mantine/core';
import type { LiveMatch, MatchStageCode } from '@tms/domain/contract/competition';
import { useSuspenseQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staticQueryOptions } from '@/api/get-static';
import { type CompetitionLookup, competitionLookup, slotSource } from '@/lib/competition-lookup';
import { formatMatchDay } from '@/lib/match-day';
import { hasScore, matchPhase } from '@/lib/match-state';
import { countryName } from '@/lib/names';
import { placeDisplayName } from '@/lib/place-name';
import { useSlotSourceText } from '@/lib/slot-source-text';
import { scoreline } from '@/lib/match-score';
import { LiveBadge } from './live-badge';
import classes from './match-list.module.css';
import { TeamName } from './team-name';
import { useEdition, useEditionPath } from '@/lib/edition';

export type MatchListProps = {
  matches: readonly LiveMatch[];
  /** Show the day under the time (lists spanning several days). */
  showDay?: boolean;
  /** Show the hall (off on a page of one hall). */
  showHall?: boolean;
  /** Show the category code (off inside one category). */
  showCategory?: boolean;
  /** Show the group label. */
  showGroup?: boolean;
  /** A team whose name is emphasised (the team detail page). */
  highlightTeamId?: number;
  /** Shown instead of an empty list. */
  emptyText?: string;
  /** Accessible name of the list. */
  'aria-label'?: string;
};

export function matchPath(matchId: number): string {
  return `/results/match/${matchId}`;
}

type RowOptions = Required<Pick<MatchListProps, 'showDay' | 'showHall' | 'showCategory' | 'showGroup'>> & {
  highlightTeamId?: number;
  locale: string;
  lookup: CompetitionLookup;
  /** Links stay in the shown edition. */
  href: (path: string) => string;
};

/**
 * Matches as rows linking to their detail: time (and day), both teams with flags or where they come
 * from while undecided, the score and the state (live badge, awaiting approval, walkover, shoot-out).
 * Lookup data comes from the cached static bundle, so callers only pass matches.
 */
export function MatchList({
  matches,
  showDay = false,
  showHall = true,
  showCategory = true,
  showGroup = false,
  highlightTeamId,
  emptyText,
  'aria-label': ariaLabel,
}: MatchListProps) {
  const { t, i18n } = useTranslation('resultsDashboard');
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const lookup = competitionLookup(data);
  const locale = i18n.resolvedLanguage ?? 'cs';
  const href = useEditionPath();
  const options = useMemo<RowOptions>(
    () => ({ showDay, showHall, showCategory, showGroup, highlightTeamId, locale, lookup, href }),
    [showDay, showHall, showCategory, showGroup, highlightTeamId, locale, lookup, href],
  );

  if (matches.length === 0) {
    return (
      <Text c="dimmed" data-testid="match-list-empty">
        {emptyText ?? t('matchList.empty')}
      </Text>
    );
  }
  return (
    <ul className={classes.list} aria-label={ariaLabel} data-testid="match-list">
      {matches.map((match) => (
        <MatchRow key={match.id} match={match} options={options} />
      ))}
    </ul>
  );
}

type MatchRowProps = { match: LiveMatch; options: RowOptions };

const MatchRow = memo(function MatchRow({ match, options }: MatchRowProps) {
  const { t } = useTranslation('resultsDashboard');
  const slotText = useSlotSourceText();
  const { lookup, locale, href } = options;
  const stage = lookup.stages.get(match.competitionMatchStageId);
  const stageCode: MatchStageCode | undefined = stage?.code;
  const phase = matchPhase(stageCode, match.walkOver);
  const scored = match.walkOver || hasScore(stageCode);
  const stageName = stage ? (locale === 'en' ? stage.nameEn : stage.nameCs) : undefined;
  const hall = lookup.places.get(match.placeId);
  const category = lookup.categories.get(match.teamCategoryId);
  const group = lookup.groups.get(match.competitionGroupId);

  const result = scoreline(match);
  const side = (which: 'home' | 'away') => {
    const home = which === 'home';
    const teamId = home ? match.homeTeamId : match.awayTeamId;
    const groupId = home ? match.homeTeamCompetitionGroupId : match.awayTeamCompetitionGroupId;
    const rank = home ? match.homeTeamCompetitionStandings : match.awayTeamCompetitionStandings;
    const score = result.played[which];
    const team = teamId === null ? undefined : lookup.teams.get(teamId);
    const country = team ? lookup.countriesByCode.get(team.clubCountryCode) : undefined;
    const won = scored && phase === 'finished' && result.winner === which;
    return (
      <div className={classes.side}>
        {team ? (
          <TeamName
            team={team}
            link={false}
            countryName={country ? countryName(country, locale) : undefined}
            fw={won ? 700 : undefined}
            highlighted={team.id === options.highlightTeamId}
          />
        ) : (
          <Text component="span" c="dimmed" fs="italic" inherit>
            {slotText(slotSource(lookup, groupId, rank))}
          </Text>
        )}
        <span className={classes.score}>{scored ? (score ?? '–') : ''}</span>
      </div>
    );
  };

  return (
    <li className={classes.item} data-testid="match-row" data-match-id={match.id} data-phase={phase}>
      <Link to={href(matchPath(match.id))} className={`${classes.row} ${phase === 'live' ? classes.live : ''}`}>
        <div className={classes.when}>
          <Text component="span" fw={700} inherit>
            {match.time}
          </Text>
          {options.showDay && (
            <Text component="span" size="xs" c="dimmed">
              {formatMatchDay(match.day, locale)}
            </Text>
          )}
        </div>
        <div>
          {side('home')}
          {side('away')}
          <div className={classes.meta}>
            {phase === 'live' && <LiveBadge size="xs" stageName={stageName} />}
            {phase === 'live' && stageName && <span>{stageName}</span>}
            {phase === 'awaiting' && (
              <Badge size="xs" variant="default">
                {t('state.awaiting')}
              </Badge>
            )}
            {match.walkOver && (
              <Badge size="xs" variant="default">
                {t('state.walkover')}
              </Badge>
            )}
            {result.shootout && <span>{t('state.afterShootoutScore', result.shootout)}</span>}
            {options.showCategory && category && <span>{category.code}</span>}
            {options.showGroup && group && <span>{group.label}</span>}
            {options.showHall && hall && <span>{placeDisplayName(hall, locale)}</span>}
            <span>{t('matchList.number', { number: match.matchNumber })}</span>
          </div>
        </div>
      </Link>
    </li>
  );
});
