import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  List,
  Loader,
  LoadingOverlay,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { AccommodationPlan } from '@tms/domain/contract/accommodation';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, openConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { fieldMessageLines, useApiErrorText } from '@/lib/api-error-text';
import { accommodationQueryOptions, roomingListUrl } from '../api/accommodation';
import { useApplyAccommodationMutation } from '../api/apply-accommodation';
import { usePlanAccommodationMutation } from '../api/plan-accommodation';
import { usePublishAccommodationMutation } from '../api/publish-accommodation';
import { AccommodationAllocations } from '../components/accommodation-allocations';
import { AccommodationOccupancy } from '../components/accommodation-occupancy';
import { draftOccupancy, moveRoom, partyKeyOf } from '../lib/accommodation-draft';

/**
 * The office's accommodation: run the automatic proposal, see occupancy per place and night and who
 * is unallocated (with the reason), move a room entry to another unit of the place or of another place
 * of the party's kind, apply (a refusal listed rule by rule), publish, and download a place's rooming
 * list.
 */
export function AccommodationPage() {
  const { t, i18n } = useTranslation('admin');
  const { t: tv } = useTranslation('validation');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const current = useQuery(accommodationQueryOptions());
  const plan = usePlanAccommodationMutation();
  const apply = useApplyAccommodationMutation();
  const publish = usePublishAccommodationMutation();
  const [draft, setDraft] = useState<AccommodationPlan | null>(null);
  const [placeId, setPlaceId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** Why the server refused the last apply, rule by rule; cleared by the next change of the draft. */
  const [refusal, setRefusal] = useState<string[]>([]);
  const shown = draft ?? current.data ?? null;
  const occupancy = useMemo(() => (shown ? draftOccupancy(shown.places, shown.allocations) : []), [shown]);
  const fail = (error: Error) => toast.error(errorText(error));

  if (current.isPending) return <Loader aria-label={t('accommodation.loading')} />;
  if (current.isError || !shown) return <Alert color="red">{errorText(current.error)}</Alert>;
  const place = shown.places.find((p) => p.id === placeId) ?? shown.places[0];
  const partyName = new Map(shown.parties.map((p) => [partyKeyOf(p), p]));
  // Publishing mails the clubs and referees at once and cannot be taken back: it asks first, saying how many.
  const confirmPublish = async () => {
    const answer = await openConfirmDialog({
      title: t('accommodation.publishTitle'),
      children: t('accommodation.publishText', { count: current.data?.unpublished ?? 0 }),
      confirmLabel: t('accommodation.publishConfirm'),
    });
    if (answer !== 'confirm') return;
    publish.mutate(undefined, {
      onSuccess: (data) => toast.success(t('accommodation.published', { count: data.mails })),
      onError: fail,
    });
  };
  const changeDraft = (next: AccommodationPlan) => {
    setRefusal([]);
    setDraft(next);
  };
  const move = (key: string, index: number, unitId: number) => {
    const allocations = moveRoom(shown.allocations, shown.places, key, index, unitId);
    const before = shown.allocations.find((a) => partyKeyOf(a) === key)?.placeId;
    const after = allocations.find((a) => partyKeyOf(a) === key)?.placeId;
    if (after !== undefined && after !== before)
      toast.success(
        t('accommodation.movedToPlace', {
          party: partyName.get(key)?.name ?? key,
          place: shown.places.find((p) => p.id === after)?.name ?? '',
        }),
      );
    changeDraft({ ...shown, allocations });
  };

  return (
    <Stack>
      <PageTitle>{t('accommodation.title')}</PageTitle>
      <Group>
        <Button
          loading={plan.isPending}
          disabled={apply.isPending}
          onClick={() => plan.mutate(undefined, { onSuccess: changeDraft, onError: fail })}
        >
          {t('accommodation.plan')}
        </Button>
        <Button color="green" disabled={!draft} loading={apply.isPending} onClick={() => setConfirming(true)}>
          {t('accommodation.apply')}
        </Button>
        <Button variant="light" loading={publish.isPending} onClick={() => void confirmPublish()}>
          {t('accommodation.publish', { count: current.data?.unpublished ?? 0 })}
        </Button>
        {draft ? <Text c="orange">{t('accommodation.draftNotApplied')}</Text> : null}
      </Group>
      {(current.data?.unpublished ?? 0) > 0 ? (
        <Alert color="orange" title={t('accommodation.unpublishedTitle')} data-testid="accommodation-unpublished">
          {t('accommodation.unpublishedText', { count: current.data?.unpublished ?? 0 })}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t('accommodation.applyTitle')}
        confirmLabel={t('accommodation.apply')}
        onReject={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (!draft) return;
          apply.mutate(draft.allocations, {
            onSuccess: (data) => {
              toast.success(t('accommodation.applied', { count: data.allocations, beds: data.beds }));
              setRefusal([]);
              setDraft(null);
            },
            onError: (error) => {
              const lines = fieldMessageLines(tv, error);
              if (lines.length > 0) setRefusal(lines);
              else fail(error);
            },
          });
        }}
      >
        {t('accommodation.applyText', { count: draft?.allocations.length ?? 0 })}
      </ConfirmDialog>

      {refusal.length > 0 ? (
        <Alert
          color="red"
          title={t('accommodation.refusedTitle')}
          withCloseButton
          closeButtonLabel={t('accommodation.refusedClose')}
          onClose={() => setRefusal([])}
          data-testid="accommodation-refusal"
        >
          <List size="sm">
            {refusal.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      {!draft && shown.allocations.length === 0 && shown.parties.length > 0 ? (
        <Alert color="blue" data-testid="accommodation-not-proposed">
          {t('accommodation.notProposedHint')}
        </Alert>
      ) : null}

      {/* While applying, the tables keep their layout under an overlay: the draft stays shown until
          the written allocation has been read back. */}
      <Box pos="relative" aria-busy={apply.isPending}>
        <LoadingOverlay visible={apply.isPending} loaderProps={{ 'aria-label': t('accommodation.applying') }} />
        <Stack>
          <Title order={2} size="h3">
            {t('accommodation.occupancy')}
          </Title>
          <AccommodationOccupancy places={shown.places} occupancy={occupancy} />

          <Title order={2} size="h3">
            {t('accommodation.unallocated', { count: shown.unallocated.length })}
          </Title>
          {shown.unallocated.length === 0 ? (
            <Text c="dimmed">{t('accommodation.noneUnallocated')}</Text>
          ) : (
            <Table withTableBorder w="auto" data-testid="accommodation-unallocated">
              <Table.Tbody>
                {shown.unallocated.map((u) => (
                  <Table.Tr key={partyKeyOf(u)}>
                    <Table.Td>{partyName.get(partyKeyOf(u))?.name ?? partyKeyOf(u)}</Table.Td>
                    <Table.Td>{t('accommodation.personsCount', { count: u.persons })}</Table.Td>
                    <Table.Td>{t(`accommodation.reason.${u.reason}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}

          {place ? (
            <>
              <Title order={2} size="h3">
                {t('accommodation.byPlace')}
              </Title>
              <Group align="end">
                <Select
                  label={t('accommodation.place')}
                  data={shown.places.map((p) => ({ value: String(p.id), label: p.name }))}
                  value={String(place.id)}
                  onChange={(value) => setPlaceId(value ? Number(value) : null)}
                  allowDeselect={false}
                  w={320}
                />
                <Group gap="xs">
                  <Text size="sm">{t('accommodation.roomingListLabel')}</Text>
                  {(['csv', 'xlsx', 'pdf'] as const).map((format) => (
                    <Anchor key={format} href={roomingListUrl(place.id, format, locale)} download>
                      {format.toUpperCase()}
                    </Anchor>
                  ))}
                </Group>
              </Group>
              <AccommodationAllocations
                place={place}
                places={shown.places}
                items={shown.allocations}
                parties={shown.parties}
                occupancy={occupancy}
                onMove={move}
                disabled={apply.isPending}
              />
            </>
          ) : (
            <Text c="dimmed">{t('accommodation.noPlaces')}</Text>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
