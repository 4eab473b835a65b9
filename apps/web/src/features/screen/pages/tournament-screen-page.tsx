import type { LiveMatch } from '@tms/domain/contract/competition';
import { isPlayStage } from '@tms/domain/match-stages';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { matchDetailQueryOptions } from '@/api/get-match-detail';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { type CompetitionLookup, competitionLookup } from '@/lib/competition-lookup';
import { useLiveStream } from '@/lib/live-stream';
import { scoreline } from '@/lib/match-score';
import { placeDisplayName } from '@/lib/place-name';
import { ClockView, useMatchClock } from '../components/match-clock';
import styles from '../components/screen.module.css';
import { ScreenTeam } from '../components/screen-team';
import { DataAge } from '../components/side-panels';
import { livePages, rotateSeconds } from '../lib/hall-day';
import { useNow, useRotation } from '../lib/use-now';

/** Six cards fill a 16:9 screen at a size read across a lobby. */
const PAGE_SIZE = 6;

function LiveCard({ match, lookup, locale }: { match: LiveMatch; lookup: CompetitionLookup; locale: string }) {
  const { data: detail, dataUpdatedAt } = useQuery(matchDetailQueryOptions(match.id, { refresh: 'always' }));
  const clock = useMatchClock(detail, dataUpdatedAt);
  const score = scoreline(match);
  const hall = lookup.places.get(match.placeId);
  const team = (id: number | null) => (id === null ? undefined : lookup.teams.get(id));
  return (
    <article className={styles.liveCard} data-testid="screen-live-match" data-match-id={match.id}>
      <div style={{ gridColumn: '1 / -1' }} className={styles.muted}>
        {hall ? placeDisplayName(hall, locale) : ''} · {lookup.categories.get(match.teamCategoryId)?.code}
      </div>
      <div className={styles.team}>
        <ScreenTeam team={team(match.homeTeamId)} />
      </div>
      <div>
        <div className={styles.score}>
          {score.played.home ?? 0}:{score.played.away ?? 0}
        </div>
        {clock && <ClockView clock={clock} />}
      </div>
      <div className={styles.team}>
        <ScreenTeam team={team(match.awayTeamId)} />
      </div>
    </article>
  );
}

export function TournamentScreenPage() {
  const { t, i18n } = useTranslation('screen');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const [searchParams] = useSearchParams();
  useLiveStream();
  const now = useNow(1000);
  const { data } = useSuspenseQuery(staticQueryOptions());
  const { data: live, dataUpdatedAt } = useSuspenseQuery(liveQueryOptions());
  const lookup = competitionLookup(data);
  const pages = useMemo(
    () =>
      livePages(
        live.matches
          .filter((match) => isPlayStage(lookup.stages.get(match.competitionMatchStageId)?.code))
          .sort((a, b) => a.placeId - b.placeId || a.time.localeCompare(b.time)),
        PAGE_SIZE,
      ),
    [live.matches, lookup],
  );
  const index = useRotation(pages.length, rotateSeconds(searchParams.get('rotate')));
  const page = pages[index] ?? [];
  return (
    <main className={styles.screen} data-testid="tournament-screen">
      <header className={styles.header}>
        <h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('tournamentTitle')}</h1>
        <DataAge updatedAt={dataUpdatedAt} now={now} />
        {pages.length > 1 && <span>{t('page', { page: index + 1, count: pages.length })}</span>}
      </header>
      {page.length === 0 ? (
        <p className={styles.big} style={{ gridColumn: '1 / -1' }}>
          {t('noLive')}
        </p>
      ) : (
        <div className={styles.liveGrid}>
          {page.map((match) => (
            <LiveCard key={match.id} match={match} lookup={lookup} locale={locale} />
          ))}
        </div>
      )}
    </main>
  );
}
