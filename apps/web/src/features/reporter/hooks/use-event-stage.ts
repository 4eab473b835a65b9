import { useNetwork } from '@mantine/hooks';
import type { MatchStage } from '@tms/domain/contract/competition';
import { isPlayStage } from '@tms/domain/match-stages';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { useChangeMatchStageMutation } from '../api/change-match-stage';
import { localizedName } from '../lib/labels';
import type { ReporterMatch } from './use-reporter-match';

/**
 * The play stage new events get. Chosen online it changes the match's stage at once; chosen offline it
 * waits (and new events get it meanwhile) and goes to the server when the connection returns.
 */
export function useEventStage(matchId: number, { bundle, currentStage, locked }: ReporterMatch) {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const { online } = useNetwork();
  const changeStage = useChangeMatchStageMutation(matchId);
  const [pendingStage, setPendingStage] = useState<MatchStage | null>(null);

  // New events get the selected play stage: the one waiting for the network, else the match's own.
  const eventStage: MatchStage | undefined =
    pendingStage ??
    (currentStage && isPlayStage(currentStage.code)
      ? currentStage
      : bundle.matchStages.find((stage) => stage.code === '1st_half'));

  // What the stage control shows as chosen: only a stage the match is in (or one waiting for the
  // network). Before kick-off nothing is chosen, so choosing the 1st half starts the match.
  const selectedStage: MatchStage | undefined =
    pendingStage ?? (currentStage && isPlayStage(currentStage.code) ? currentStage : undefined);

  const selectStage = useCallback(
    (stage: MatchStage) => {
      if (stage.code === currentStage?.code) {
        setPendingStage(null);
        return;
      }
      if (!online) {
        setPendingStage(stage);
        toast.info(t('stage.offline'));
        return;
      }
      changeStage.mutate(stage.id, {
        onSuccess: () => {
          setPendingStage(null);
          toast.success(t('stage.changed', { stage: localizedName(stage, locale) }));
        },
        onError: (error) => toast.error(errorText(error)),
      });
    },
    [currentStage?.code, online, changeStage, t, locale, errorText],
  );

  // A stage chosen offline goes to the server when the connection returns.
  const { mutate: mutateStage, isPending: stagePending } = changeStage;
  useEffect(() => {
    if (!online || !pendingStage || stagePending || locked) return;
    if (pendingStage.code === currentStage?.code) {
      setPendingStage(null);
      return;
    }
    mutateStage(pendingStage.id, {
      onSuccess: () => setPendingStage(null),
      onError: (error) => toast.error(errorText(error)),
    });
  }, [online, pendingStage, currentStage?.code, mutateStage, stagePending, locked, errorText]);

  return { eventStage, selectedStage, pendingStage, selectStage, busy: changeStage.isPending };
}
