import { Badge, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import type { ReturningClub } from '@tms/domain/contract/returning';
import { yearOf } from '@tms/domain/calendar-date';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toFieldMessage, translateFieldMessage } from '@/lib/field-message';
import { personName } from '@/lib/person-name';
import type { RegistrationFormApi } from '../lib/registration-form';
import { FormSection } from './form-section';

type ReturningPeopleProps = { form: RegistrationFormApi; returning: ReturningClub };

/**
 * Last year's teams and people of a returning club: where each team goes this year, and who comes
 * along into the club roster when the registration is sent (who may no longer play or lead says why).
 */
export function ReturningPeople({ form, returning }: ReturningPeopleProps) {
  const { t } = useTranslation('clubRegistration');
  const { t: tv } = useTranslation('validation');
  const chosen = useWatch({ control: form.control, name: 'returning.participantIds' }) ?? [];
  const teamOf = (id: number) => returning.teams.find((team) => team.previousTeamId === id);
  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...chosen, id] : chosen.filter((other) => other !== id);
    form.setValue('returning.participantIds', next, { shouldDirty: true });
  };

  return (
    <FormSection
      title={t('returning.peopleTitle', { year: returning.year })}
      hint={t('returning.peopleHint')}
      data-section="returning"
    >
      <List spacing={4} size="sm" data-testid="returning-teams">
        {returning.teams.map((team) => (
          <List.Item key={team.previousTeamId} data-previous-team={team.previousTeamId}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" span>
                {team.code
                  ? t('returning.team', { previous: team.previousName, from: team.previousCode, to: team.code })
                  : t('returning.noCategory', { previous: team.previousName, from: team.previousCode })}
              </Text>
              {team.movedUp ? (
                <Badge variant="light" size="sm">
                  {t('returning.movedUp')}
                </Badge>
              ) : null}
              {team.code ? (
                <Text size="sm" c="dimmed" span>
                  {t('returning.teamPlayers', { count: team.players, eligible: team.eligiblePlayers })}
                </Text>
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={600} aria-live="polite" data-testid="returning-chosen">
        {t('returning.chosen', { count: chosen.length, total: returning.participants.length })}
      </Text>
      <Stack gap="xs" data-testid="returning-people">
        {returning.participants.map((person) => {
          const roles = person.teams
            .map((team) =>
              t(team.isLeader ? 'returning.leaderOf' : 'returning.playerOf', {
                team: teamOf(team.previousTeamId)?.previousName ?? '',
                category: teamOf(team.previousTeamId)?.previousCode ?? '',
              }),
            )
            .join(', ');
          return (
            <Stack key={person.id} gap={2} data-person={person.id} data-eligible={person.eligible}>
              <Checkbox
                checked={chosen.includes(person.id)}
                disabled={!person.eligible}
                onChange={(event) => toggle(person.id, event.currentTarget.checked)}
                label={t('returning.person', {
                  name: personName(person),
                  year: yearOf(person.birthDate) ?? '',
                })}
                description={roles}
              />
              {person.eligible ? null : (
                <Text size="sm" c="red.9" pl={32} data-testid="returning-reason">
                  {t('returning.notEligible', {
                    reasons: person.reasons
                      .map((reason) => translateFieldMessage(tv, toFieldMessage(reason)))
                      .join(' '),
                  })}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </FormSection>
  );
}
