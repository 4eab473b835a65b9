import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { EventType, EventTypeCode, MatchParticipant, MatchStage } from '@tms/domain/contract/competition';
import { useTranslation } from 'react-i18next';
import { localizedName, playerLabel } from '../lib/labels';
import { formatClock } from '@tms/domain/stopwatch';
import type { TimelineEntry } from '../lib/timeline';

const TYPE_COLORS: Record<EventTypeCode, string> = {
  goal: 'green',
  'shootout-goal': 'teal',
  'yellow-card': 'yellow',
  'red-card': 'red',
  'blue-card': 'blue',
  'two-minutes': 'orange',
};

type TimelineProps = {
  entries: readonly TimelineEntry[];
  eventTypes: ReadonlyMap<number, EventType>;
  stages: ReadonlyMap<number, MatchStage>;
  roster: ReadonlyMap<number, MatchParticipant>;
  teamNames: ReadonlyMap<number, string>;
  editingKey: number | null;
  disabled: boolean;
  onEdit: (entry: TimelineEntry) => void;
  onDelete: (entry: TimelineEntry) => void;
};

/** The match's events, newest first, with the ones still waiting for the server marked. */
export function Timeline({
  entries,
  eventTypes,
  stages,
  roster,
  teamNames,
  editingKey,
  disabled,
  onEdit,
  onDelete,
}: TimelineProps) {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="timeline-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="timeline-heading">
            {t('timeline.title')}
          </Title>
          <Badge variant="default" size="lg">
            {entries.length}
          </Badge>
        </Group>
        {entries.length === 0 ? (
          <Text c="dimmed">{t('timeline.empty')}</Text>
        ) : (
          <Stack component="ol" gap={4} p={0} m={0} data-testid="timeline">
            {entries.map((entry) => {
              const type = eventTypes.get(entry.eventTypeId);
              const typeName = type ? localizedName(type, locale) : t('timeline.unknownType');
              const person = entry.participantId === null ? undefined : roster.get(entry.participantId);
              const secondary =
                entry.secondaryParticipantId === null ? undefined : roster.get(entry.secondaryParticipantId);
              const player = person ? playerLabel(person) : t('timeline.unknownPlayer');
              const team = person ? teamNames.get(person.teamId) : undefined;
              const stage = entry.stageId === null ? undefined : stages.get(entry.stageId);
              const time = formatClock(entry.minute * 60 + entry.second);
              return (
                <Group
                  component="li"
                  key={entry.key}
                  gap="sm"
                  wrap="nowrap"
                  justify="space-between"
                  py={4}
                  px="xs"
                  bg={editingKey === entry.createdTimestamp ? 'brand.0' : undefined}
                  style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  data-testid="timeline-entry"
                  data-pending={entry.pending}
                >
                  <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
                    <Stack gap={0} miw={56}>
                      <Text ff="monospace" fw={700}>
                        {time}
                      </Text>
                      {stage && (
                        <Text size="xs" c="dimmed">
                          {locale === 'en' ? stage.shortNameEn : stage.shortNameCs}
                        </Text>
                      )}
                    </Stack>
                    <Stack gap={2} miw={0}>
                      <Group gap={6} wrap="wrap">
                        <Badge color={type ? TYPE_COLORS[type.code] : 'gray'} variant="light" c="dark.8">
                          {typeName}
                        </Badge>
                        {entry.sevenMeterThrow && (
                          <Badge color="gray" variant="outline">
                            {t('timeline.sevenMeter')}
                          </Badge>
                        )}
                        {entry.pending && (
                          <Badge color="orange" variant="dot" data-testid="pending-badge">
                            {t('timeline.pending')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" fw={600}>
                        {player}
                      </Text>
                      {team && (
                        <Text size="xs" c="dimmed">
                          {team}
                        </Text>
                      )}
                      {secondary && (
                        <Text size="xs" c="dimmed">
                          {t('timeline.assist', { player: playerLabel(secondary) })}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                  {entry.data && !disabled && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        size={44}
                        variant="subtle"
                        aria-label={t('timeline.editLabel', { type: typeName, time })}
                        onClick={() => onEdit(entry)}
                      >
                        <IconPencil size={20} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        size={44}
                        variant="subtle"
                        color="red"
                        aria-label={t('timeline.deleteLabel', { type: typeName, time })}
                        onClick={() => onDelete(entry)}
                      >
                        <IconTrash size={20} aria-hidden />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
