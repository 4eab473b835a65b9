import type { GroupStandingsRow, LiveMatch } from '@tms/domain/contract/competition';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompetitionLookup } from '@/lib/competition-lookup';
import { scoreline } from '@/lib/match-score';
import { useRotation } from '../lib/use-now';
import { ScreenTeam } from './screen-team';
import styles from './screen.module.css';

function team(lookup: CompetitionLookup, id: number | null) {
  return id === null ? undefined : lookup.teams.get(id);
}

export function NextMatches({ matches, lookup }: { matches: LiveMatch[]; lookup: CompetitionLookup }) {
  const { t } = useTranslation('screen');
  if (matches.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="screen-next">
      <h2 id="screen-next">{t('next')}</h2>
      <ul className={styles.rows} data-testid="screen-next">
        {matches.map((match) => (
          <li key={match.id} data-match-id={match.id}>
            <strong>{match.time}</strong>
            <span className={styles.muted}>{lookup.categories.get(match.teamCategoryId)?.code}</span>
            <ScreenTeam team={team(lookup, match.homeTeamId)} />
            <span>–</span>
            <ScreenTeam team={team(lookup, match.awayTeamId)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Results({ matches, lookup }: { matches: LiveMatch[]; lookup: CompetitionLookup }) {
  const { t } = useTranslation('screen');
  if (matches.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="screen-results">
      <h2 id="screen-results">{t('results')}</h2>
      <ul className={styles.rows} data-testid="screen-results">
        {matches.map((match) => {
          const score = scoreline(match);
          return (
            <li key={match.id} data-match-id={match.id}>
              <ScreenTeam team={team(lookup, match.homeTeamId)} />
              <strong>
                {score.played.home ?? '–'}:{score.played.away ?? '–'}
                {score.shootout && ` (${score.shootout.home}:${score.shootout.away})`}
              </strong>
              <ScreenTeam team={team(lookup, match.awayTeamId)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type StandingsProps = {
  groups: { id: number; rows: readonly GroupStandingsRow[] }[];
  lookup: CompetitionLookup;
  rotateSeconds: number;
};

/** One group's table at a time, the next every `rotateSeconds`. */
export function RotatingStandings({ groups, lookup, rotateSeconds }: StandingsProps) {
  const { t } = useTranslation('screen');
  const index = useRotation(groups.length, rotateSeconds);
  const group = groups[index];
  if (!group) return null;
  const info = lookup.groups.get(group.id);
  const category = info ? lookup.categories.get(info.teamCategoryId)?.code : undefined;
  const rows = [...group.rows].sort((a, b) => (a.standings ?? 99) - (b.standings ?? 99));
  return (
    <section className={styles.panel} aria-labelledby="screen-standings" data-testid="screen-standings">
      <h2 id="screen-standings" data-group-id={group.id}>
        {t('standings', { category: category ?? '', group: info?.name ?? '' })}
      </h2>
      <table>
        <thead>
          <tr>
            <th className={styles.num}>#</th>
            <th>{t('table.team')}</th>
            <th className={styles.num}>{t('table.games')}</th>
            <th className={styles.num}>{t('table.score')}</th>
            <th className={styles.num}>{t('table.points')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={styles.num}>{row.standings ?? ''}</td>
              <td>
                <ScreenTeam team={team(lookup, row.teamId)} />
              </td>
              <td className={styles.num}>{row.games}</td>
              <td className={styles.num}>
                {row.goalsScored}:{row.goalsConceded}
              </td>
              <td className={styles.num}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A QR code of the current match's public page, for phones in the stands. */
export function MatchQr({ url }: { url: string }) {
  const { t } = useTranslation('screen');
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('@/lib/qr-code')
      .then((module) => module.qrCodeImage(url))
      .then((data) => {
        if (!cancelled) setImage(data);
      });
    return () => {
      cancelled = true;
    };
  }, [url]);
  if (!image) return null;
  return (
    <div className={styles.qr}>
      <img src={image} alt={t('qr')} data-testid="screen-qr" data-url={url} />
      <span>{t('qrHint')}</span>
    </div>
  );
}

/** Shown only when the data had to wait: a poll every 10 s keeps it under half a minute otherwise. */
export function DataAge({ updatedAt, now }: { updatedAt: number; now: number }) {
  const { t } = useTranslation('screen');
  const seconds = Math.floor((now - updatedAt) / 1000);
  if (updatedAt === 0 || seconds < 30) return null;
  return (
    <span className={styles.stale} role="status" data-testid="screen-stale">
      {seconds < 120 ? t('age.seconds', { count: seconds }) : t('age.minutes', { count: Math.floor(seconds / 60) })}
    </span>
  );
}
