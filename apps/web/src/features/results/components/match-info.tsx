import { Anchor, Button, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { MatchDetail, PublicReferee } from '@tms/domain/contract/competition';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountryFlag } from '@/components/country-flag';
import type { CompetitionLookup } from '@/lib/competition-lookup';
import { formatMatchDay } from '@/lib/match-day';
import { countryName } from '@/lib/names';
import { reporterMatchPath } from '@/lib/paths';
import { placeDisplayName } from '@/lib/place-name';
import { personName } from '@/lib/person-name';
import { resultsPaths } from '../lib/paths';
import { useEditionPath } from '@/lib/edition';

type MatchInfoProps = {
  detail: MatchDetail;
  lookup: CompetitionLookup;
  locale: string;
  stageName: string;
  /** The signed-in user may open the reporter interface. */
  canReport: boolean;
};

/** Match number, date and time, location, category, group, referees, status and the reporter link. */
export function MatchInfo({ detail, lookup, locale, stageName, canReport }: MatchInfoProps) {
  const href = useEditionPath();
  const { t } = useTranslation('resultsDashboard');
  const { match } = detail;
  const place = lookup.places.get(match.placeId);
  const category = lookup.categories.get(match.teamCategoryId);
  const group = lookup.groups.get(match.competitionGroupId);
  const refereeAt = (position: number) => detail.referees.find((entry) => entry.position === position)?.referee;

  const referee = (person: PublicReferee | undefined) => {
    if (!person) return t('match.info.notAssigned');
    const country = lookup.countriesById.get(person.countryId);
    const name = country ? countryName(country, locale) : undefined;
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        {country && <CountryFlag countryCode={country.countryCode} title={name} />}
        {personName(person)}
      </span>
    );
  };

  const placeLink = place ? (
    <Anchor component={Link} to={href(resultsPaths.hall(place.id))}>
      {placeDisplayName(place, locale)}
    </Anchor>
  ) : (
    '–'
  );
  const categoryLink = category ? (
    <Anchor component={Link} to={href(resultsPaths.category(category.code))}>
      {category.code}
    </Anchor>
  ) : (
    '–'
  );
  const groupLink = group ? (
    <Anchor component={Link} to={href(resultsPaths.group(group.label))}>
      {group.label}
    </Anchor>
  ) : (
    '–'
  );
  const rows: { label: string; value: ReactNode }[] = [
    { label: t('match.info.number'), value: match.matchNumber },
    {
      label: t('match.info.dateTime'),
      value: t('match.info.dateTimeValue', { day: formatMatchDay(match.day, locale, 'long'), time: match.time }),
    },
    { label: t('match.info.location'), value: placeLink },
    { label: t('match.info.category'), value: categoryLink },
    { label: t('match.info.group'), value: groupLink },
    { label: t('match.info.referee1'), value: referee(refereeAt(1)) },
    { label: t('match.info.referee2'), value: referee(refereeAt(2)) },
    { label: t('match.info.status'), value: match.walkOver ? t('match.walkover') : stageName },
    { label: t('match.info.matchLength'), value: t('match.info.minutes', { count: match.matchLength }) },
  ];

  return (
    <>
      <Table variant="vertical" layout="fixed" withTableBorder data-testid="match-info">
        <Table.Tbody>
          {rows.map(({ label, value }) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 130, sm: 200 }} scope="row">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canReport && category && (
        <Button
          component={Link}
          to={reporterMatchPath(category.code, match.matchNumber)}
          mt="md"
          variant="light"
          leftSection={<IconPencil size={18} aria-hidden />}
          data-testid="reporter-link"
        >
          {t('match.info.reporter')}
        </Button>
      )}
    </>
  );
}
