import { Alert, Badge, Button, Center, Group, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TrainingRequest } from '@tms/domain/contract/training';
import { TRAINING_STATES, type TrainingState } from '@tms/domain/training-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumsQueryOptions } from '@/api/get-enums';
import { PageTitle } from '@/components/page-title';
import { hasLink } from '@/lib/links';
import { formatMatchDay } from '@/lib/match-day';
import { trainingRequestsQueryOptions } from '../api/training';
import { TrainingConfirmModal, TrainingRefuseModal } from '../components/training-modals';

const STATE_COLOR: Record<TrainingState, string> = { requested: 'yellow', confirmed: 'green', refused: 'red' };

/** The clubs' training requests: confirm one into free hall time, or refuse it with a reason. */
export function TrainingPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const [state, setState] = useState<TrainingState | 'all'>('requested');
  const list = useQuery(trainingRequestsQueryOptions(state === 'all' ? null : state, locale));
  const enums = useQuery(enumsQueryOptions());
  const [confirming, setConfirming] = useState<TrainingRequest | null>(null);
  const [refusing, setRefusing] = useState<TrainingRequest | null>(null);
  const typeName = (id: number) => {
    const type = enums.data?.trainingTypes.find((item) => item.id === id);
    return type ? (locale === 'en' ? type.nameEn : type.nameCs) : `#${id}`;
  };
  const slotText = (slot: TrainingRequest['requested']) =>
    t('training.slot', {
      place: slot.placeName,
      day: formatMatchDay(slot.day, locale),
      from: slot.from,
      to: slot.to,
    });

  return (
    <Stack gap="md">
      <PageTitle>{t('training.title')}</PageTitle>
      <SegmentedControl
        aria-label={t('training.filter')}
        value={state}
        onChange={(value) => setState(value as TrainingState | 'all')}
        data={[
          ...TRAINING_STATES.map((value) => ({ value, label: t(`training.states.${value}`) })),
          { value: 'all', label: t('training.all') },
        ]}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isError ? (
        <Alert color="red" role="alert">
          {t('training.loadFailed')}
        </Alert>
      ) : !list.data ? (
        <Center py="xl">
          <Loader aria-label={t('list.loading')} />
        </Center>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{t('training.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t('training.title')}>
            <Table.Thead>
              <Table.Tr>
                {(['team', 'type', 'requested', 'slot', 'state', 'note'] as const).map((key) => (
                  <Table.Th key={key}>{t(`training.columns.${key}`)}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((item) => (
                <Table.Tr key={item.id} data-training-id={item.id}>
                  <Table.Th scope="row">
                    <Text fw={600} size="sm">
                      {item.teamName}
                    </Text>
                  </Table.Th>
                  <Table.Td>{typeName(item.trainingTypeId)}</Table.Td>
                  <Table.Td>{slotText(item.requested)}</Table.Td>
                  <Table.Td>{item.slot ? slotText(item.slot) : '–'}</Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLOR[item.state]} variant="light">
                      {t(`training.states.${item.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td maw={240}>
                    <Text size="sm">{item.refusalReason ?? item.note ?? ''}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {hasLink(item, 'confirmTrainingRequest') ? (
                        <Button size="compact-sm" onClick={() => setConfirming(item)}>
                          {t('training.confirm')}
                        </Button>
                      ) : null}
                      {hasLink(item, 'refuseTrainingRequest') ? (
                        <Button size="compact-sm" variant="default" color="red" onClick={() => setRefusing(item)}>
                          {t('training.refuse')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {confirming && list.data ? (
        <TrainingConfirmModal request={confirming} halls={list.data.halls} onClose={() => setConfirming(null)} />
      ) : null}
      {refusing ? <TrainingRefuseModal request={refusing} onClose={() => setRefusing(null)} /> : null}
    </Stack>
  );
}
