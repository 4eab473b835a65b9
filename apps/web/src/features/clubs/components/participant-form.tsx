import { Alert, Group, List, SegmentedControl, Stack, Stepper, Text } from '@mantine/core';
import type { ClubParticipant, ClubRoster, ParticipantInput } from '@tms/domain/contract/club-roster';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/form/app-form';
import { SelectField } from '@/components/form/choice-fields';
import { StepActions } from '@/components/form/step-actions';
import { SubmitProblem } from '@/components/form/submit-problem';
import { DateField, TextField } from '@/components/form/text-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { toast } from '@/components/toast';
import { translateFieldMessage } from '@/lib/field-message';
import { useCreateParticipantMutation } from '../api/create-participant';
import { useUpdateParticipantMutation } from '../api/update-participant';
import { type TeamRole, participantProblems, roleIn, withRole } from '../lib/club-roster';
import { PARTICIPANT_STEPS, participantDefaults, participantServerPath } from '../lib/participant-form';
import { teamNameWithCategory } from '@tms/domain/team-name';

type Props = { roster: ClubRoster; participant: ClubParticipant | null; onDone: () => void };

/** Add or edit a participant in two steps: personal data, then teams (continue, back, finish). */
export function ParticipantForm({ roster, participant, onDone }: Props) {
  const { t } = useTranslation('clubParticipant');
  const validation = useTranslation('validation').t;
  const clubId = roster.club.id;
  const create = useCreateParticipantMutation(clubId);
  const update = useUpdateParticipantMutation(clubId);
  const steps = useStepForm({ steps: PARTICIPANT_STEPS, defaultValues: participantDefaults(participant) });
  const { form } = steps;
  const values = form.watch() as ParticipantInput;
  const problems = steps.step.id === 'teams' ? participantProblems(roster, participant?.id ?? null, values) : [];

  return (
    <AppForm
      form={form}
      serverPath={participantServerPath}
      onInvalid={steps.onInvalid}
      onFailure={steps.onFailure}
      onSubmit={async (body) => {
        if (participant) {
          await update.mutateAsync({ participantId: participant.id, body });
          toast.success(t('updated'));
        } else {
          await create.mutateAsync(body);
          toast.success(t('created'));
        }
        onDone();
      }}
    >
      <Stack gap="md">
        <Stepper active={steps.index} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('steps.personal')} />
          <Stepper.Step label={t('steps.teams')} />
        </Stepper>
        <SubmitProblem />
        {steps.step.id === 'personal' ? (
          <Stack gap="sm">
            <TextField control={form.control} name="firstName" label={t('firstName')} required />
            <TextField control={form.control} name="lastName" label={t('lastName')} required />
            <DateField control={form.control} name="birthDate" label={t('birthDate')} required />
            <SelectField
              control={form.control}
              name="gender"
              label={t('gender')}
              required
              allowDeselect={false}
              data={(['male', 'female'] as const).map((value) => ({ value, label: t(`genderOption.${value}`) }))}
            />
          </Stack>
        ) : (
          <TeamRoles roster={roster} />
        )}
        {problems.length > 0 ? (
          <Alert color="orange" variant="light" title={t('checks')} data-testid="eligibility-problems">
            <List size="sm">
              {problems.map((problem) => {
                const text = translateFieldMessage(validation, problem);
                return <List.Item key={text}>{text}</List.Item>;
              })}
            </List>
          </Alert>
        ) : null}
        <StepActions
          isFirst={steps.isFirst}
          isLast={steps.isLast}
          onNext={steps.next}
          onBack={steps.back}
          finishLabel={t('finish')}
        />
      </Stack>
    </AppForm>
  );
}

/** Each of the club's teams with none, player or leader; teams the user may not assign stay as they are. */
function TeamRoles({ roster }: { roster: ClubRoster }) {
  const { t } = useTranslation('clubParticipant');
  const { field } = useController<ParticipantInput, 'teams'>({ name: 'teams' });
  const teams = field.value ?? [];
  const order = roster.teams.map((team) => team.id);
  if (roster.teams.length === 0) return <Text c="dimmed">{t('noTeams')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('teamsIntro')}</Text>
      {roster.teams.map((team) => (
        <Group
          key={team.id}
          justify="space-between"
          wrap="wrap"
          role="group"
          aria-label={t('roleOf', { team: teamNameWithCategory(team.displayName, team.teamCategoryCode) })}
        >
          <Text size="sm" fw={500}>
            {teamNameWithCategory(team.displayName, team.teamCategoryCode)}
          </Text>
          <SegmentedControl
            size="xs"
            disabled={!team.editable}
            value={roleIn(teams, team.id)}
            onChange={(role) => field.onChange(withRole(teams, team.id, role as TeamRole, order))}
            data={(['none', 'player', 'leader'] as const).map((value) => ({ value, label: t(`role.${value}`) }))}
          />
        </Group>
      ))}
    </Stack>
  );
}
