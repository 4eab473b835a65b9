import { Alert, Badge, Card, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TrainingRequest } from '@tms/domain/contract/training';
import type { TrainingState } from '@tms/domain/training-slots';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { hasLink } from '@/lib/links';
import { formatMatchDay } from '@/lib/match-day';
import { clubTrainingQueryOptions } from '../api/club-training';
import { TrainingRequestForm } from '../components/training-request-form';
import { clubIdParam } from '../lib/guards';

const STATE_COLOR: Record<TrainingState, string> = { requested: 'yellow', confirmed: 'green', refused: 'red' };

/** `/club/{id}/training`: ask for hall time for a team and see what the office confirmed or refused. */
export function ClubTrainingPage() {
  const { t, i18n } = useTranslation('club');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const clubId = clubIdParam(useParams().id) ?? 0;
  const page = useQuery(clubTrainingQueryOptions(clubId, locale));
  const enums = useQuery(enumsQueryOptions());
  const back = <BackLink to={`/club/${clubId}`}>{t('users.back')}</BackLink>;
  const typeName = (id: number) => {
    const type = enums.data?.trainingTypes.find((item) => item.id === id);
    return type ? (locale === 'en' ? type.nameEn : type.nameCs) : `#${id}`;
  };
  const slotText = (slot: TrainingRequest['requested']) =>
    t('training.slot', { place: slot.placeName, day: formatMatchDay(slot.day, locale), from: slot.from, to: slot.to });

  return (
    <Stack gap="md">
      {back}
      <PageTitle>{t('training.title')}</PageTitle>
      {page.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('training.title')} />
        </Center>
      ) : page.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('training.loadFailed')}
        </Alert>
      ) : (
        <>
          <Card withBorder component="section" aria-labelledby="training-confirmed">
            <Title order={2} size="h4" id="training-confirmed" mb="sm">
              {t('training.list')}
            </Title>
            {page.data.items.length === 0 ? (
              <Text c="dimmed">{t('training.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      {(['team', 'type', 'requested', 'state', 'slot'] as const).map((key) => (
                        <Table.Th key={key}>{t(`training.columns.${key}`)}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.data.items.map((item) => (
                      <Table.Tr key={item.id} data-training-id={item.id}>
                        <Table.Th scope="row">{item.teamName}</Table.Th>
                        <Table.Td>{typeName(item.trainingTypeId)}</Table.Td>
                        <Table.Td>{slotText(item.requested)}</Table.Td>
                        <Table.Td>
                          <Badge color={STATE_COLOR[item.state]} variant="light">
                            {t(`training.states.${item.state}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {item.slot ? (
                            <Text size="sm" fw={600}>
                              {slotText(item.slot)}
                            </Text>
                          ) : (
                            <Text size="sm">{item.refusalReason ?? '–'}</Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
          {hasLink(page.data, 'createTrainingRequest') ? (
            <Card withBorder component="section" aria-labelledby="training-ask">
              <Title order={2} size="h4" id="training-ask" mb="sm">
                {t('training.ask')}
              </Title>
              {page.data.halls.length === 0 ? (
                <Text c="dimmed">{t('training.noHalls')}</Text>
              ) : (
                <TrainingRequestForm clubId={clubId} data={page.data} />
              )}
            </Card>
          ) : null}
        </>
      )}
    </Stack>
  );
}
