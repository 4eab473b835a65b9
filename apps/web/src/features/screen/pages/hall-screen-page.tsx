import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { absolutePageUrl } from '@/api/print-paths';
import { competitionLookup } from '@/lib/competition-lookup';
import { useLiveStream } from '@/lib/live-stream';
import { placeDisplayName } from '@/lib/place-name';
import { CurrentMatch } from '../components/current-match';
import styles from '../components/screen.module.css';
import { DataAge, MatchQr, NextMatches, Results, RotatingStandings } from '../components/side-panels';
import { hallDay, pragueDay, rotateSeconds } from '../lib/hall-day';
import { useNow } from '../lib/use-now';

const MATCH_PATH = (id: number) => `/results/match/${id}`;

export function HallScreenPage() {
  const { t, i18n } = useTranslation('screen');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const hallId = Number(useParams().id);
  const [searchParams] = useSearchParams();
  const rotate = rotateSeconds(searchParams.get('rotate'));
  useLiveStream();
  // The day, the data's age and the wall clock in the header change by the second at most.
  const now = useNow(1000);
  const { data } = useSuspenseQuery(staticQueryOptions());
  const { data: live, dataUpdatedAt } = useSuspenseQuery(liveQueryOptions());
  const lookup = competitionLookup(data);
  const hall = lookup.places.get(hallId);
  const today = pragueDay(now);

  const view = useMemo(
    () => hallDay(live.matches, hallId, (match) => lookup.stages.get(match.competitionMatchStageId)?.code, today),
    [live.matches, hallId, lookup, today],
  );
  const groups = useMemo(
    () =>
      view.groupIds
        .map((id) => ({ id, rows: live.groupTeams.filter((row) => row.competitionGroupId === id) }))
        .filter((group) => group.rows.length > 1),
    [view.groupIds, live.groupTeams],
  );

  if (!hall) {
    return (
      <main className={styles.screen}>
        <p className={styles.big}>{t('noHall')}</p>
      </main>
    );
  }
  const hallName = placeDisplayName(hall, locale);
  const upcoming = view.next[0];
  const clockText = new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Prague',
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);

  return (
    <main className={styles.screen} data-testid="hall-screen">
      <header className={styles.header}>
        <h1 style={{ margin: 0, fontSize: 'inherit' }}>{hallName}</h1>
        <DataAge updatedAt={dataUpdatedAt} now={now} />
        <span>{clockText}</span>
      </header>
      {view.current ? (
        <CurrentMatch key={view.current.id} match={view.current} lookup={lookup} />
      ) : (
        <section className={styles.main} data-testid="screen-between">
          <p className={styles.big}>{upcoming ? t('nextAt', { time: upcoming.time }) : t('noMore')}</p>
          <Results matches={view.results} lookup={lookup} />
        </section>
      )}
      <div className={styles.side}>
        <NextMatches matches={view.next} lookup={lookup} />
        {view.current && <Results matches={view.results.slice(0, 2)} lookup={lookup} />}
        <RotatingStandings groups={groups} lookup={lookup} rotateSeconds={rotate} />
        {view.current && <MatchQr url={absolutePageUrl(MATCH_PATH(view.current.id))} />}
      </div>
    </main>
  );
}
