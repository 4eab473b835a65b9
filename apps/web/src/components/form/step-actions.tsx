import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './submit-button';

type StepActionsProps = {
  isFirst: boolean;
  isLast: boolean;
  onNext: () => unknown;
  onBack: () => void;
  /** The last step's submit label, e.g. "Finish" or "Register". */
  finishLabel: ReactNode;
};

/** Back, continue and (on the last step) the submit button of a multi-step AppForm. */
export function StepActions({ isFirst, isLast, onNext, onBack, finishLabel }: StepActionsProps) {
  const { t } = useTranslation('core');
  return (
    <Group justify="space-between">
      {isFirst ? (
        <span />
      ) : (
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
          {t('form.back')}
        </Button>
      )}
      {isLast ? (
        <SubmitButton>{finishLabel}</SubmitButton>
      ) : (
        <Button rightSection={<IconArrowRight size={18} aria-hidden />} onClick={() => void onNext()}>
          {t('form.continue')}
        </Button>
      )}
    </Group>
  );
}
