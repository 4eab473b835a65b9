import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import { PLACE_TYPE_ID_VALUES, type AdminPlaceDetail, placeInput } from '@tms/domain/contract/places-office';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { AuditTrail } from '@/components/audit-trail';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/choice-fields';
import { IdSelectField } from '@/components/form/id-select-field';
import { NumberField } from '@/components/form/number-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { placeQueryOptions, useSavePlaceMutation } from '../api/places';
import { mapPreviewUrl, placeFormValues, placeTypeKey } from '../lib/place-form';
import { MealSeatsCard } from './meal-seats-card';
import { OpeningHoursFields } from './opening-hours-fields';
import { PlaceAccommodationCard } from './place-accommodation-card';
import { PlaceFilesCard } from './place-files-card';

type Props = { placeId: number | null; onClose: () => void };

/** A new place or a change of one: texts, location, flags, opening hours; then its files and history. */
export function PlaceModal({ placeId, onClose }: Props) {
  const { t } = useTranslation('admin');
  const detail = useQuery({ ...placeQueryOptions(placeId ?? 0), enabled: placeId !== null });
  const title = placeId === null ? t('places.new') : t('places.edit');
  return (
    <Modal opened onClose={onClose} title={title} centered size="xl">
      {placeId !== null && !detail.data ? (
        <Center py="xl">
          <Loader aria-label={t('list.loading')} />
        </Center>
      ) : (
        <PlaceForm place={detail.data ?? null} onClose={onClose} />
      )}
    </Modal>
  );
}

function PlaceForm({ place, onClose }: { place: AdminPlaceDetail | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const save = useSavePlaceMutation();
  const enums = useQuery(enumsQueryOptions());
  const form = useAppForm({ schema: placeInput, defaultValues: placeFormValues(place) });
  const [lat, lng, typeId] = useWatch({ control: form.control, name: ['lat', 'lng', 'placeTypeId'] });
  const preview = mapPreviewUrl(lat, lng);
  const trainingTypes = (enums.data?.trainingTypes ?? []).map((type) => ({
    value: String(type.id),
    label: i18n.resolvedLanguage === 'en' ? type.nameEn : type.nameCs,
  }));

  return (
    <>
      <AppForm
        form={form}
        onSubmit={async (body) => {
          await save.mutateAsync({ id: place?.id ?? null, body });
          toast.success(t('places.saved'));
          onClose();
        }}
      >
        <Stack gap="sm">
          <SubmitProblem />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <IdSelectField
              control={form.control}
              name="placeTypeId"
              label={t('places.fields.placeTypeId')}
              options={PLACE_TYPE_ID_VALUES.map((id) => ({ value: id, label: t(placeTypeKey(id)) }))}
              allowDeselect={false}
              required
            />
            <TextField control={form.control} name="code" label={t('places.fields.code')} />
            <TextField control={form.control} name="nameCs" label={t('places.fields.nameCs')} required />
            <TextField control={form.control} name="nameEn" label={t('places.fields.nameEn')} required />
          </SimpleGrid>
          <TextareaField
            control={form.control}
            name="descriptionCs"
            label={t('places.fields.descriptionCs')}
            autosize
            minRows={2}
          />
          <TextareaField
            control={form.control}
            name="descriptionEn"
            label={t('places.fields.descriptionEn')}
            autosize
            minRows={2}
          />
          <TextField control={form.control} name="address" label={t('places.fields.address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField
              control={form.control}
              name="lat"
              label={t('places.fields.lat')}
              emptyValue={null}
              decimalScale={7}
            />
            <NumberField
              control={form.control}
              name="lng"
              label={t('places.fields.lng')}
              emptyValue={null}
              decimalScale={7}
            />
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('places.coordinatesHint')}
            </Text>
            {preview ? (
              <Anchor href={preview} target="_blank" rel="noreferrer" size="sm">
                {t('places.mapPreview')}
              </Anchor>
            ) : null}
          </Group>
          <TextField control={form.control} name="link" label={t('places.fields.link')} type="url" />
          <Controller
            control={form.control}
            name="allowedTrainingTypesIds"
            render={({ field }) => (
              <MultiSelect
                label={t('places.fields.allowedTrainingTypesIds')}
                data={trainingTypes}
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                clearable
              />
            )}
          />
          <Group gap="lg">
            <CheckboxField control={form.control} name="isActive" label={t('places.fields.isActive')} />
            <CheckboxField control={form.control} name="visibleOnMap" label={t('places.fields.visibleOnMap')} />
            <CheckboxField
              control={form.control}
              name="defaultRefereeAccommodation"
              label={t('places.fields.defaultRefereeAccommodation')}
            />
          </Group>
          {typeId === 1 ? (
            <>
              <OpeningHoursFields control={form.control} />
              <Alert variant="light" color="blue">
                {t('places.reporterHint')}{' '}
                <Anchor component={Link} to="/admin/halls">
                  {t('places.reporterLink')}
                </Anchor>
              </Alert>
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('places.cancel')}
            </Button>
            <SubmitButton>{t('places.save')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
      <Stack mt="lg" gap="lg">
        {place ? <PlaceAccommodationCard placeId={place.id} /> : null}
        {place ? (
          <PlaceFilesCard place={place} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('places.files.saveFirst')}
          </Text>
        )}
        {place?.placeTypeId === PLACE_TYPE_IDS.restaurant ? <MealSeatsCard placeId={place.id} /> : null}
        {place ? <AuditTrail entity="place" recordId={place.id} /> : null}
      </Stack>
    </>
  );
}
