import { Alert, Anchor, NativeSelect } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { editionsQueryOptions } from '@/api/get-editions';
import { editionPath, useEdition } from '@/lib/edition';
import { PATHS } from '@/lib/paths';
import { usePastEdition } from '../hooks/use-past-edition';

/**
 * The year of the results dashboard: the current edition at `/results`, a past one at `/<year>/results`
 * (the boys/girls choice stays). Hidden while there is only one edition.
 */
export function EditionSwitch() {
  const { t } = useTranslation('resultsDashboard');
  const edition = useEdition();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { data: editions } = useQuery(editionsQueryOptions());
  if (!editions || editions.length < 2) return null;
  const current = editions.find((item) => item.isCurrent)?.year;
  const shown = edition ?? current;

  return (
    <NativeSelect
      label={t('edition.label')}
      data={editions.map((item) => ({ value: String(item.year), label: String(item.year) }))}
      value={shown === undefined ? undefined : String(shown)}
      onChange={(event) => {
        const year = Number(event.currentTarget.value);
        navigate(`${editionPath(PATHS.results, year === current ? undefined : year)}${search}`);
      }}
      w={120}
      data-testid="edition-switch"
    />
  );
}

/** On a past edition's page: which year it is, with the way back to the current edition. */
export function PastEditionNotice() {
  const { t } = useTranslation('resultsDashboard');
  const past = usePastEdition();
  if (past === undefined) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconHistory aria-hidden />}
      title={t('edition.pastTitle', { year: past })}
      data-testid="past-edition-notice"
    >
      <Trans
        t={t}
        i18nKey="edition.pastText"
        values={{ year: past }}
        components={{ current: <Anchor component={Link} to={PATHS.results} inherit /> }}
      />
    </Alert>
  );
}
