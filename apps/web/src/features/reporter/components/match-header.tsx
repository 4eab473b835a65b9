import { Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Match } from '@tms/domain/contract/competition';
import type { MatchStageCode } from '@tms/domain/contract/competition';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import type { CompetitionLookup } from '@/lib/competition-lookup';
import { formatMatchDay } from '@/lib/match-day';
import { matchPhase } from '@/lib/match-state';
import { placeDisplayName } from '@/lib/place-name';
import type { Score } from '../lib/timeline';

const NAME_STYLE = { flex: 1, minWidth: 0, overflowWrap: 'anywhere', hyphens: 'auto' } as const;

const PHASE_COLORS = { upcoming: 'gray', live: 'red', awaiting: 'yellow', finished: 'green' } as const;

type MatchHeaderProps = {
  match: Match;
  identifier: string;
  stageCode: MatchStageCode;
  lookup: CompetitionLookup;
  homeName: string;
  awayName: string;
  /** The score shown (the official one after a walkover or a bare score). */
  shownScore: { home: number; away: number };
  /** The events' score, for the shoot-out line. */
  score: Score;
};

/** The match being reported: title, phase, where and when, both teams and the score. */
export function MatchHeader({
  match,
  identifier,
  stageCode,
  lookup,
  homeName,
  awayName,
  shownScore,
  score,
}: MatchHeaderProps) {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const hall = lookup.places.get(match.placeId);
  const category = lookup.categories.get(match.teamCategoryId);
  // The reporter needs the real stage: a walkover still waits for approval (the badge says walkover).
  const phase = matchPhase(stageCode);

  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <PageTitle order={1} size="h2" documentTitle={t('match.documentTitle', { match: identifier })}>
            {t('match.title', { match: identifier })}
          </PageTitle>
          <Group gap="xs">
            {match.walkOver && (
              <Badge color="red" variant="filled" size="lg">
                {t('match.walkover')}
              </Badge>
            )}
            <Badge color={PHASE_COLORS[phase]} variant="light" c="dark.8" size="lg" data-testid="match-phase">
              {t(`phase.${phase}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('match.info', {
            category: category?.code ?? '',
            day: formatMatchDay(match.day, locale),
            time: match.time,
            hall: hall ? placeDisplayName(hall, locale) : '',
          })}
        </Text>
        {/* On a phone long names wrap (between words, or inside a long one) instead of running off the card. */}
        <Group justify="center" gap="sm" wrap="nowrap" mt="xs">
          <Text fw={700} fz={{ base: 'md', sm: 'xl' }} ta="right" style={NAME_STYLE} data-testid="score-team">
            {homeName}
          </Text>
          <Text
            fw={800}
            fz={{ base: 32, sm: 40 }}
            lh={1}
            ff="monospace"
            style={{ flexShrink: 0 }}
            data-testid="match-score"
          >
            <VisuallyHidden>{t('match.score')} </VisuallyHidden>
            {shownScore.home}:{shownScore.away}
          </Text>
          <Text fw={700} fz={{ base: 'md', sm: 'xl' }} style={NAME_STYLE} data-testid="score-team">
            {awayName}
          </Text>
        </Group>
        {(score.shootoutHome > 0 || score.shootoutAway > 0) && (
          <Text ta="center" size="sm">
            {t('match.shootout', { home: score.shootoutHome, away: score.shootoutAway })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
