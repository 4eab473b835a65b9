import { Alert, Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { formatMatchDay } from '@/lib/match-day';
import { cateringFileUrl, cateringQueryOptions, vouchersUrl } from '../api/catering';
import { CateringSlotCard } from '../components/catering-slot-card';

/**
 * The catering plan of a day: per meal, how many eat in which restaurant (never more than its
 * seats), who they are, and who has no seat; the counts as files and the referees' vouchers.
 */
export function CateringPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const plan = useQuery(cateringQueryOptions(asked, locale));
  const day = plan.data?.day ?? asked;

  return (
    <Stack gap="md">
      <PageTitle>{t('catering.title')}</PageTitle>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('catering.day')}
          data={(plan.data?.days ?? []).map((value) => ({ value, label: formatMatchDay(value, locale, 'long') }))}
          value={day}
          onChange={(value) => value && setParams({ day: value }, { replace: true })}
          allowDeselect={false}
          disabled={!plan.data?.days.length}
          w={{ base: '100%', xs: 260 }}
        />
        {(['csv', 'xlsx', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            component="a"
            href={cateringFileUrl(format, locale, day)}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            data-disabled={!day || undefined}
            target={format === 'pdf' ? '_blank' : undefined}
          >
            {t(`catering.export.${format}`)}
          </Button>
        ))}
        <Button
          component="a"
          href={cateringFileUrl('xlsx', locale)}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('catering.export.all')}
        </Button>
        <Button
          component="a"
          href={vouchersUrl(locale)}
          target="_blank"
          variant="light"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          {t('catering.vouchers.print')}
        </Button>
      </Group>
      {plan.isError ? (
        <Alert color="red" role="alert">
          {t('catering.loadFailed')}
        </Alert>
      ) : !plan.data ? (
        <Center py="xl">
          <Loader aria-label={t('list.loading')} />
        </Center>
      ) : plan.data.slots.length === 0 ? (
        <Text c="dimmed">{t('catering.noDays')}</Text>
      ) : (
        <Stack gap="md" aria-busy={plan.isFetching}>
          {plan.data.slots.map((slot) => (
            <CateringSlotCard key={slot.meal} slot={slot} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
