import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { meQueryOptions } from '@/api/get-me';
import { configurationValue, httpUrl } from '@/lib/configuration';
import { hasLink } from '@/lib/links';
import { readStorage } from '@/lib/storage';
import { useTournamentYear } from '@/api/use-tournament-year';
import { TOURNAMENT } from '@/lib/tournament';

export function Footer() {
  const { t } = useTranslation('core');
  const year = useTournamentYear();
  const { data: enums } = useQuery(enumsQueryOptions());
  // The user as the header loads it: only after a remembered sign-in, so a visitor's page asks nothing more.
  const { data: me } = useQuery({ ...meQueryOptions(), enabled: readStorage('loggedIn') === true });
  const termsUrl = httpUrl(configurationValue(enums?.configurations, 'terms_and_conditions'));

  return (
    <Box component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group component="nav" aria-label={t('footer.navigation')} gap="md" justify="center" wrap="wrap">
          <Anchor
            href={termsUrl ?? '#'}
            target={termsUrl ? '_blank' : undefined}
            rel={termsUrl ? 'noopener noreferrer' : undefined}
            size="sm"
          >
            {t('footer.conditions')}
          </Anchor>
          <Anchor href={TOURNAMENT.webUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {t('footer.tournamentWeb')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          <Anchor
            href={`mailto:${TOURNAMENT.supportEmail}`}
            size="sm"
            aria-label={t('footer.supportMail', { email: TOURNAMENT.supportEmail })}
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconMail size={14} aria-hidden />
              {TOURNAMENT.supportEmail}
            </Group>
          </Anchor>
          {/* The editor is for those who may save the texts; to everyone else the link led to a refusal. */}
          {hasLink(me, 'updateTranslations') ? (
            <Anchor component={Link} to="/translations" size="sm">
              {t('footer.translations')}
            </Anchor>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" ta="center" mt="sm">
          {t('footer.copyright', { year: year ?? new Date().getFullYear(), name: TOURNAMENT.name })}
        </Text>
      </Container>
    </Box>
  );
}
