import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DrawResult } from '@tms/domain/contract/competition-builder';
import { drawWarnings } from '@tms/domain/schedule/draw';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticQueryOptions } from '@/api/get-static';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { useApplyGroupsMutation } from '../api/apply-groups';
import { useDrawGroupsMutation } from '../api/draw-groups';

type Picked = { group: number; index: number } | null;

/** Draw preview of one category: draw from a seed, swap two teams by hand (the rules they break shown), apply. */
export function DrawPanel({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const teams = useQuery(staticQueryOptions()).data?.teams ?? [];
  const draw = useDrawGroupsMutation();
  const apply = useApplyGroupsMutation();
  const [seed, setSeed] = useState<number | ''>('');
  const [result, setResult] = useState<DrawResult | null>(null);
  const [picked, setPicked] = useState<Picked>(null);
  const teamOf = (id: number) => teams.find((team) => team.id === id);
  const nameOf = (id: number) => {
    const team = teamOf(id);
    return team ? (team.name ?? `${team.clubName} ${team.teamNumber > 1 ? team.teamNumber : ''}`.trim()) : `#${id}`;
  };
  const drawTeams = teams
    .filter((team) => team.teamCategoryId === categoryId)
    .map((team) => ({ teamId: team.id, clubId: team.clubId, country: team.clubCountryCode }));
  const warnings = result
    ? drawWarnings(
        result.groups.map((g) => g.teamIds),
        drawTeams,
      )
    : [];
  const flagged = new Set(warnings.flatMap((w) => w.teamIds));

  const run = () =>
    draw.mutate(
      { categoryId, seed: seed === '' ? undefined : seed },
      {
        onSuccess: (data) => {
          setResult(data);
          setSeed(data.seed);
          setPicked(null);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  const pick = (group: number, index: number) => {
    if (!result) return;
    if (!picked || picked.group === group) {
      setPicked({ group, index });
      return;
    }
    const groups = result.groups.map((g) => ({ ...g, teamIds: [...g.teamIds] }));
    const a = groups[picked.group].teamIds[picked.index];
    groups[picked.group].teamIds[picked.index] = groups[group].teamIds[index];
    groups[group].teamIds[index] = a;
    setResult({ ...result, groups });
    setPicked(null);
  };

  return (
    <Stack>
      <Group align="end">
        <NumberInput
          label={t('competition.draw.seed')}
          description={t('competition.draw.seedHint')}
          value={seed}
          onChange={(value) => setSeed(typeof value === 'number' ? value : '')}
          min={0}
          allowDecimal={false}
          w={220}
        />
        <Button onClick={run} loading={draw.isPending}>
          {t('competition.draw.run')}
        </Button>
      </Group>
      {result ? (
        <>
          <Text size="sm" c="dimmed">
            {t('competition.draw.swapHint')}
          </Text>
          {warnings.length > 0 ? (
            <Alert color="yellow" title={t('competition.draw.warningsTitle')}>
              {warnings.map((w) => (
                <Text key={`${w.rule}-${w.group}-${w.teamIds.join('-')}`} size="sm">
                  {t(`competition.draw.rule.${w.rule}`, {
                    group: result.groups[w.group].label,
                    teams: w.teamIds.map(nameOf).join(', '),
                  })}
                </Text>
              ))}
            </Alert>
          ) : (
            <Text size="sm">{t('competition.draw.noWarnings')}</Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {result.groups.map((group, g) => (
              <Card
                key={group.label}
                withBorder
                padding="sm"
                role="group"
                aria-label={t('competition.draw.group', { label: group.label })}
              >
                <Text fw={600}>{t('competition.draw.group', { label: group.label })}</Text>
                {group.teamIds.map((id, i) => (
                  <UnstyledButton
                    key={id}
                    onClick={() => pick(g, i)}
                    aria-pressed={picked?.group === g && picked.index === i}
                    fw={picked?.group === g && picked.index === i ? 700 : undefined}
                    c={flagged.has(id) ? 'orange' : undefined}
                    display="block"
                  >
                    {nameOf(id)} ({teamOf(id)?.clubCountryCode ?? '–'})
                  </UnstyledButton>
                ))}
              </Card>
            ))}
          </SimpleGrid>
          <Group>
            <Button
              color="green"
              loading={apply.isPending}
              onClick={() =>
                apply.mutate(
                  { categoryId, groups: result.groups },
                  {
                    onSuccess: () => toast.success(t('competition.draw.applied')),
                    onError: (error) => toast.error(errorText(error)),
                  },
                )
              }
            >
              {t('competition.draw.apply')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
