import { Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CategoryFormatItem } from '@tms/domain/contract/competition-builder';
import { categoryFormatSchema } from '@tms/domain/schedule/format';
import { ROUND_LEVELS } from '@tms/domain/schedule/structure';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staticQueryOptions } from '@/api/get-static';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField, SelectField } from '@/components/form/choice-fields';
import { IdMultiSelectField } from '@/components/form/id-multi-select-field';
import { IdSelectField } from '@/components/form/id-select-field';
import { NumberField } from '@/components/form/number-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { formatMatchDay } from '@/lib/match-day';
import { placeDisplayName } from '@/lib/place-name';
import { useUpdateCategoryFormatMutation } from '../api/update-category-format';

const SWITCHES = ['mainGroups', 'placementGroups', 'playoffA', 'playoffB'] as const;

/** Sizes of the groups a count makes: they differ by at most one team. */
export function groupSizes(teams: number, groupCount: number): { min: number; max: number } {
  const count = Math.max(1, Math.floor(groupCount) || 1);
  return { min: Math.floor(teams / count), max: Math.ceil(teams / count) };
}

/** Start times offered for the finals: every quarter of an hour of a hall's usual day, plus the stored one. */
export function finalsTimes(current: string | null): string[] {
  const times = Array.from({ length: (21 - 7) * 4 + 1 }, (_, i) => {
    const minutes = 7 * 60 + i * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
  return current && !times.includes(current) ? [...times, current].sort() : times;
}

/** A category's format: the shape of its competition, the frame of its schedule, its days per round and its finals. */
export function FormatForm({ item, days }: { item: CategoryFormatItem; days: readonly string[] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const halls = useQuery(staticQueryOptions()).data?.halls ?? [];
  const save = useUpdateCategoryFormatMutation();
  const form = useAppForm({ schema: categoryFormatSchema, defaultValues: item.format });
  const groupCount = useWatch({ control: form.control, name: 'groupCount' });
  const sizes = groupSizes(item.teams, groupCount ?? 1);
  const dayOptions = days.map((day, index) => ({ value: index, label: formatMatchDay(day, locale) }));
  const hallOptions = halls.map((hall) => ({ value: hall.id, label: placeDisplayName(hall, locale) }));

  return (
    <AppForm
      form={form}
      aria-label={t('competition.formatForm.title', { code: item.code })}
      onSubmit={async (format) => {
        await save.mutateAsync({ categoryId: item.categoryId, format });
        toast.success(t('competition.formatForm.saved', { code: item.code }));
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {item.isDefault ? t('competition.formatForm.isDefault') : t('competition.formatForm.isStored')}
        </Text>
        <SubmitProblem />
        <Fieldset legend={t('competition.formatForm.shape')}>
          <Stack>
            <Group align="flex-start">
              <NumberField
                control={form.control}
                name="groupCount"
                label={t('competition.formatForm.groupCount')}
                description={
                  sizes.min === sizes.max
                    ? t('competition.formatForm.groupSize', { count: sizes.max })
                    : t('competition.formatForm.groupSizeRange', { min: sizes.min, max: sizes.max })
                }
                min={1}
                max={32}
                allowDecimal={false}
                w={220}
              />
            </Group>
            <Text size="sm">{t('competition.formatForm.ranksToMain')}</Text>
            <Group>
              {SWITCHES.map((name) => (
                <CheckboxField
                  key={name}
                  control={form.control}
                  name={name}
                  label={t(`competition.formatForm.switch.${name}`)}
                />
              ))}
            </Group>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('competition.formatForm.matchLength')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {ROUND_LEVELS.map((level) => (
              <NumberField
                key={level}
                control={form.control}
                name={`matchLength.${level}`}
                label={t(`competition.formatForm.level.${level}`)}
                min={5}
                max={120}
                allowDecimal={false}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('competition.formatForm.frame')}>
          <Stack>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <NumberField
                control={form.control}
                name="minRestMinutes"
                label={t('competition.formatForm.minRest')}
                min={0}
                max={720}
                allowDecimal={false}
              />
              <NumberField
                control={form.control}
                name="hallBreakMinutes"
                label={t('competition.formatForm.hallBreak')}
                min={0}
                max={120}
                allowDecimal={false}
              />
              <TextField
                control={form.control}
                name="earliestStart"
                type="time"
                label={t('competition.formatForm.earliestStart')}
              />
              <TextField
                control={form.control}
                name="latestStart"
                type="time"
                label={t('competition.formatForm.latestStart')}
              />
            </SimpleGrid>
            <IdMultiSelectField
              control={form.control}
              name="placeIds"
              label={t('competition.formatForm.halls')}
              description={t('competition.formatForm.allHalls')}
              options={hallOptions}
              searchable
              clearable
            />
            <IdMultiSelectField
              control={form.control}
              name="days"
              label={t('competition.formatForm.days')}
              description={t('competition.formatForm.allDays')}
              options={dayOptions}
              clearable
            />
            <CheckboxField
              control={form.control}
              name="youngest"
              label={t('competition.formatForm.youngest')}
              description={t('competition.formatForm.youngestHint')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('competition.formatForm.firstDays')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {ROUND_LEVELS.map((level) => (
              <IdSelectField
                key={level}
                control={form.control}
                name={`levelFirstDay.${level}`}
                label={t(`competition.formatForm.level.${level}`)}
                options={dayOptions}
                allowDeselect={false}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('competition.formatForm.finals')}>
          <Stack>
            <IdMultiSelectField
              control={form.control}
              name="finalPlaceIds"
              label={t('competition.formatForm.finalHalls')}
              description={t('competition.formatForm.finalHallsHint')}
              options={hallOptions}
              searchable
              clearable
            />
            <SelectField
              control={form.control}
              name="finalsEarliest"
              label={t('competition.formatForm.finalsEarliest')}
              description={t('competition.formatForm.finalsEarliestHint')}
              data={finalsTimes(item.format.finalsEarliest)}
              clearable
              w={220}
            />
          </Stack>
        </Fieldset>
        <Group>
          <SubmitButton>{t('competition.formatForm.save')}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}
