import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconBrandGoogle, IconCalendarPlus, IconChevronDown, IconDownload, IconRss } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/lib/edition';
import { calendarLinks } from '../lib/team';

/** The team's matches into the visitor's calendar: subscribe (stays up to date) or download once. */
export function CalendarMenu({ teamId }: { teamId: number }) {
  const { t, i18n } = useTranslation('countryTeams');
  const edition = useEdition();
  const links = calendarLinks(teamId, i18n.resolvedLanguage ?? 'cs', window.location.origin, edition);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {t('calendar.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={links.webcal} leftSection={<IconRss size={16} aria-hidden />}>
          {t('calendar.subscribe')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={links.google}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandGoogle size={16} aria-hidden />}
        >
          {t('calendar.google')}
          <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
        </Menu.Item>
        <Menu.Item
          component="a"
          href={links.download}
          download={`team-${teamId}.ics`}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('calendar.download')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
