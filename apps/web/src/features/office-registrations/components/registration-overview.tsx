import { Anchor, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ExtraPerson, RegistrationTeam } from '@tms/domain/contract/club-registration';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumsQueryOptions } from '@/api/get-enums';
import type { AdminClubRegistration } from '../api/get-admin-club-registration';
import { formatDate } from '@/lib/amounts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The whole registration as the club entered it: club, contact, stay, billing, note, files, teams, extra persons. */
export function RegistrationOverview({ detail }: { detail: AdminClubRegistration }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const r = detail.registration;
  const enums = useQuery(enumsQueryOptions());
  const packageName = (id: number | null) => {
    if (id === null) return t('clubs.detail.noPackage');
    const item = enums.data?.pricelistItems.find((entry) => entry.id === id);
    return item ? (locale === 'en' ? item.nameEn : item.nameCs) : `#${id}`;
  };
  const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');
  const partyCells = (party: RegistrationTeam | ExtraPerson) => (
    <>
      <Table.Td>{packageName(party.bundlePricelistItemId)}</Table.Td>
      <Table.Td ta="right">{party.bundlePersons}</Table.Td>
      <Table.Td ta="right">{party.singleRoomPersons}</Table.Td>
      <Table.Td ta="right">{party.handballPersons}</Table.Td>
      <Table.Td ta="right">{party.vipPartyPersons}</Table.Td>
    </>
  );
  const partyHeads = (
    <>
      <Table.Th scope="col">{t('clubs.detail.team.package')}</Table.Th>
      <Table.Th scope="col" ta="right">
        {t('clubs.detail.team.persons')}
      </Table.Th>
      <Table.Th scope="col" ta="right">
        {t('clubs.detail.team.singleRooms')}
      </Table.Th>
      <Table.Th scope="col" ta="right">
        {t('clubs.detail.team.mondayLunch')}
      </Table.Th>
      <Table.Th scope="col" ta="right">
        {t('clubs.detail.team.vipParty')}
      </Table.Th>
    </>
  );
  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-labelledby="contact-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="contact-heading">
            {t('clubs.detail.contactTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <Fact label={t('clubs.detail.address')}>
              {joined(r.street, `${r.zip ?? ''} ${r.city ?? ''}`.trim(), detail.countryCode)}
            </Fact>
            <Fact label={t('clubs.detail.clubAdmin')}>
              {r.clubAdmin ? (
                <>
                  {`${r.clubAdmin.firstName} ${r.clubAdmin.lastName}`}
                  <br />
                  <Anchor href={`mailto:${r.clubAdmin.email}`} size="sm">
                    {r.clubAdmin.email}
                  </Anchor>
                </>
              ) : (
                '–'
              )}
            </Fact>
            <Fact label={t('clubs.detail.contact')}>
              {joined(
                `${r.tournamentContactFirstName ?? ''} ${r.tournamentContactLastName ?? ''}`.trim(),
                r.tournamentContactPhone,
              )}
            </Fact>
            <Fact label={t('clubs.detail.stay')}>
              {t('clubs.detail.stayDates', {
                arrival: formatDate(r.arrivalDate, locale),
                departure: formatDate(r.departureDate, locale),
              })}
            </Fact>
            <Fact label={t('clubs.detail.billing')}>
              {r.differentBillingAddress
                ? joined(r.invoiceSubjectName, r.invoiceStreet, `${r.invoiceZip ?? ''} ${r.invoiceCity ?? ''}`.trim())
                : t('clubs.detail.sameBilling')}
              {r.tin ? `\n${t('clubs.detail.companyId', { value: r.tin })}` : ''}
              {r.vatin ? `\n${t('clubs.detail.vatId', { value: r.vatin })}` : ''}
            </Fact>
            <Fact label={t('clubs.detail.note')}>{r.registrationNote ?? t('clubs.detail.noNote')}</Fact>
            <Fact label={t('clubs.detail.files')}>
              {r.files.length === 0
                ? t('clubs.detail.noFiles')
                : r.files.map((file) => (
                    <Anchor key={file.id} href={file.url} target="_blank" rel="noopener" size="sm" display="block">
                      {file.filename}
                    </Anchor>
                  ))}
            </Fact>
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="teams-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="teams-heading">
            {t('clubs.detail.teamsTitle')}
          </Title>
          {r.teams.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('clubs.detail.noTeams')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table fz="sm" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('clubs.detail.team.name')}</Table.Th>
                    <Table.Th scope="col">{t('clubs.detail.team.category')}</Table.Th>
                    {partyHeads}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.teams.map((team) => (
                    <Table.Tr key={team.id}>
                      <Table.Th scope="row" fw={500}>
                        {team.displayName}
                      </Table.Th>
                      <Table.Td>{team.teamCategoryCode}</Table.Td>
                      {partyCells(team)}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Title order={3} size="h5">
            {t('clubs.detail.extraTitle')}
          </Title>
          {r.extraPersons.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('clubs.detail.noExtra')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table fz="sm" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>{partyHeads}</Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.extraPersons.map((person) => (
                    <Table.Tr key={person.id}>{partyCells(person)}</Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
