import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A change dropped on the timeline, waiting for the organiser's word (and, optionally, why). */
export type TimelineChange =
  | {
      kind: 'move';
      matchId: number;
      number: number | string;
      /** Where it goes, as the API takes it. */
      to: { placeId: number; day: string; time: string };
      /** The hall and day in words. */
      hall: string;
      day: string;
    }
  | { kind: 'swap'; matchIds: [number, number]; numbers: [number | string, number | string] };

type TimelineChangeModalProps = {
  change: TimelineChange | null;
  onConfirm: (change: TimelineChange, note: string | undefined) => void;
  onCancel: () => void;
};

/**
 * Asks before a dragged change is sent, and takes the note that goes with it: a move that gives up a
 * soft goal (a hall change, the finals' hall) is kept with the reason, as in the move form.
 */
export function TimelineChangeModal({ change, onConfirm, onCancel }: TimelineChangeModalProps) {
  const { t } = useTranslation('admin');
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    onCancel();
  };
  const confirm = () => {
    if (!change) return;
    const trimmed = note.trim();
    setNote('');
    onConfirm(change, trimmed === '' ? undefined : trimmed);
  };

  return (
    <Modal opened={change !== null} onClose={close} title={t('competition.timeline.confirmTitle')} centered>
      {change ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Stack>
            <Text>
              {change.kind === 'move'
                ? t('competition.timeline.confirmMove', {
                    number: change.number,
                    hall: change.hall,
                    day: change.day,
                    time: change.to.time,
                  })
                : t('competition.timeline.confirmSwap', { a: change.numbers[0], b: change.numbers[1] })}
            </Text>
            <TextInput
              label={t('competition.move.note')}
              description={t('competition.timeline.noteHint')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={500}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('competition.timeline.cancel')}
              </Button>
              <Button type="submit">
                {change.kind === 'move' ? t('competition.timeline.doMove') : t('competition.timeline.doSwap')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
