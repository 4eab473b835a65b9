import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MatchStage, MatchStageCode } from '@tms/domain/contract/competition';
import { PLAY_STAGE_CODES } from '@tms/domain/match-stages';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../lib/labels';

type StagePanelProps = {
  stages: readonly MatchStage[];
  /** The stage new events get (the match's current one, or the one waiting for the network). */
  value: MatchStageCode | null;
  currentStage: MatchStage | undefined;
  pendingStage: MatchStage | undefined;
  disabled: boolean;
  busy: boolean;
  onChange: (stage: MatchStage) => void;
};

export function StagePanel({ stages, value, currentStage, pendingStage, disabled, busy, onChange }: StagePanelProps) {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  // Three stage names do not fit side by side on a phone.
  const narrow = useMediaQuery('(max-width: 36em)');
  // The reporter switches between the play stages (PRODUCT_SPEC §4).
  const options = PLAY_STAGE_CODES.map((code) => stages.find((stage) => stage.code === code)).filter(
    (stage) => stage !== undefined,
  );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="stage-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="stage-heading">
          {t('stage.label')}
        </Title>
        <SegmentedControl
          aria-labelledby="stage-heading"
          fullWidth
          size="lg"
          orientation={narrow ? 'vertical' : 'horizontal'}
          value={value ?? ''}
          disabled={disabled || busy}
          onChange={(code) => {
            const stage = options.find((item) => item.code === code);
            if (stage) onChange(stage);
          }}
          data={options.map((stage) => ({ value: stage.code, label: localizedName(stage, locale) }))}
        />
        {currentStage && (
          <Text size="sm" c="dimmed" data-testid="current-stage">
            {t('stage.current', { stage: localizedName(currentStage, locale) })}
          </Text>
        )}
        {pendingStage && (
          <Text size="sm" c="red.9">
            {t('stage.pending', { stage: localizedName(pendingStage, locale) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
