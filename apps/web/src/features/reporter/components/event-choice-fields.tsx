import { Anchor, Chip, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EventType, MatchParticipant } from '@tms/domain/contract/competition';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import type { EventFormState, TeamSide } from '../hooks/use-event-form';
import { personName } from '@/lib/person-name';
import { localizedName } from '../lib/labels';

// The event form's big touch targets: type and player chips and the team switch (44 px, PRODUCT_SPEC §9).

const CHIP_STYLES = { label: { minHeight: 44, paddingInline: 14, fontSize: 16 } } as const;

type FieldProps = { form: EventFormState['form']; disabled: boolean };

export function EventTypeField({ form, disabled, types }: FieldProps & { types: readonly EventType[] }) {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const { field, fieldState } = useController({ control: form.control, name: 'typeId' });
  const errorText = useFieldErrorText();
  const error = errorText(fieldState.error);
  return (
    <div role="radiogroup" aria-labelledby="event-type-label">
      <Text id="event-type-label" fw={500} size="sm" mb={6}>
        {t('form.type')}
      </Text>
      <Chip.Group value={String(field.value)} onChange={(value) => field.onChange(Number(value))}>
        <Group gap="xs">
          {types.map((item) => (
            <Chip
              key={item.id}
              value={String(item.id)}
              name="event-type"
              size="md"
              styles={CHIP_STYLES}
              disabled={disabled}
            >
              {localizedName(item, locale)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text c="red.8" size="sm" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}

export function EventTeamField({
  form,
  disabled,
  homeName,
  awayName,
}: FieldProps & { homeName: string; awayName: string }) {
  const { t } = useTranslation('reporter');
  // Two club names rarely fit side by side on a phone.
  const narrow = useMediaQuery('(max-width: 36em)');
  const { field } = useController({ control: form.control, name: 'team' });
  return (
    <Stack gap={6}>
      <Text id="event-team-label" fw={500} size="sm">
        {t('form.team')}
      </Text>
      <SegmentedControl
        aria-labelledby="event-team-label"
        value={field.value}
        onChange={(value) => field.onChange(value as TeamSide)}
        fullWidth
        size="lg"
        orientation={narrow ? 'vertical' : 'horizontal'}
        disabled={disabled}
        data={[
          { value: 'home', label: t('form.teamOption', { team: homeName, key: 'H' }) },
          { value: 'away', label: t('form.teamOption', { team: awayName, key: 'A' }) },
        ]}
      />
    </Stack>
  );
}

type PlayerFieldProps = FieldProps & {
  players: readonly MatchParticipant[];
  scoring: boolean;
  rosterHref: string;
};

export function EventPlayerField({ form, disabled, players, scoring, rosterHref }: PlayerFieldProps) {
  const { t } = useTranslation('reporter');
  const { field, fieldState } = useController({ control: form.control, name: 'participantId' });
  const errorText = useFieldErrorText();
  const error = errorText(fieldState.error, { required: () => t('form.playerRequired') });
  return (
    <div role="radiogroup" aria-labelledby="event-player-label" aria-describedby="event-player-hint">
      <Text id="event-player-label" fw={500} size="sm" mb={2}>
        {t('form.player')}
      </Text>
      <Text id="event-player-hint" size="xs" c="dimmed" mb={6}>
        {scoring ? t('form.leadersExcluded') : ''}
      </Text>
      {players.length === 0 ? (
        <Text size="sm">
          {t('form.noPlayers')}{' '}
          <Anchor component={Link} to={rosterHref}>
            {t('match.fillRoster')}
          </Anchor>
        </Text>
      ) : (
        <Chip.Group
          value={field.value === null ? '' : String(field.value)}
          onChange={(value) => field.onChange(value ? Number(value) : null)}
        >
          <Group gap="xs">
            {players.map((person) => (
              <Chip
                key={person.id}
                value={String(person.id)}
                name="event-player"
                size="md"
                styles={CHIP_STYLES}
                disabled={disabled}
                wrapperProps={{ 'data-testid': `player-${person.jerseyNumber ?? person.id}` }}
              >
                <Text span fw={800} inherit mr={6}>
                  {person.jerseyNumber === null
                    ? t('form.noJersey')
                    : t('form.jersey', { number: person.jerseyNumber })}
                </Text>
                <Text span inherit>
                  {personName(person)}
                </Text>
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {error && (
        <Text c="red.8" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
