import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { requestOverlays } from './overlay-store';

export type ConfirmResult = 'confirm' | 'reject' | 'continue';

export type ConfirmDialogProps = {
  opened: boolean;
  title?: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  /** Cancel button, Escape, close button and click outside. */
  onReject: () => void;
  /** Optional third choice, e.g. 'continue without saving'. */
  onContinue?: () => void;
  confirmLabel?: ReactNode;
  rejectLabel?: ReactNode;
  continueLabel?: ReactNode;
  /** Colour of the confirm button, e.g. 'red' for destructive actions. */
  confirmColor?: string;
};

/** Elements that handle Enter themselves; Enter on them must not also confirm the dialog. */
const OWN_ENTER = 'button, a[href], textarea, select, input[type="button"], input[type="submit"], [role="button"]';

/** Enter anywhere in the dialog confirms, unless focus is on another control that acts on Enter. */
export function confirmOnEnter(event: KeyboardEvent<HTMLElement>, onConfirm: () => void): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target;
  if (target instanceof Element && target.closest(OWN_ENTER)) return;
  event.preventDefault();
  onConfirm();
}

type ConfirmBodyProps = Omit<ConfirmDialogProps, 'opened' | 'title'>;

function ConfirmBody({
  children,
  onConfirm,
  onReject,
  onContinue,
  confirmLabel,
  rejectLabel,
  continueLabel,
  confirmColor,
}: ConfirmBodyProps) {
  const { t } = useTranslation('core');
  return (
    <Stack gap="lg" onKeyDown={(event) => confirmOnEnter(event, onConfirm)}>
      {typeof children === 'string' ? <Text>{children}</Text> : children}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" onClick={onReject}>
          {rejectLabel ?? t('confirm.reject')}
        </Button>
        {onContinue && (
          <Button variant="light" onClick={onContinue}>
            {continueLabel ?? t('confirm.continue')}
          </Button>
        )}
        <Button color={confirmColor} onClick={onConfirm} data-autofocus>
          {confirmLabel ?? t('confirm.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Controlled confirm dialog: Escape rejects, Enter confirms. */
export function ConfirmDialog({ opened, title, ...body }: ConfirmDialogProps) {
  const { t } = useTranslation('core');
  return (
    <Modal
      opened={opened}
      onClose={body.onReject}
      title={title ?? t('confirm.title')}
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      centered
    >
      <ConfirmBody {...body} />
    </Modal>
  );
}

export type OpenConfirmOptions = Omit<ConfirmDialogProps, 'opened' | 'onConfirm' | 'onReject' | 'onContinue'> & {
  withContinue?: boolean;
};

/** Imperative variant: resolves with the user's choice (Escape and closing count as 'reject'). */
export async function openConfirmDialog({ title, withContinue, ...body }: OpenConfirmOptions): Promise<ConfirmResult> {
  await requestOverlays();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: ConfirmResult) => {
      if (settled) return;
      settled = true;
      modals.close(modalId);
      resolve(result);
    };
    const modalId = modals.open({
      title,
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('core:confirm.close') },
      onClose: () => finish('reject'),
      children: (
        <ConfirmBody
          {...body}
          onConfirm={() => finish('confirm')}
          onReject={() => finish('reject')}
          onContinue={withContinue ? () => finish('continue') : undefined}
        />
      ),
    });
  });
}
