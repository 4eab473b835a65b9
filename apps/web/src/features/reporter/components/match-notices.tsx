import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { MatchStageCode } from '@tms/domain/contract/competition';
import { isLockedStage } from '@tms/domain/match-stages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type MatchNoticesProps = {
  stageCode: MatchStageCode;
  teamsKnown: boolean;
  rosterEmpty: boolean;
  rosterHref: string;
};

/** Why events cannot be entered right now: the match is locked, its teams or its roster are missing. */
export function MatchNotices({ stageCode, teamsKnown, rosterEmpty, rosterHref }: MatchNoticesProps) {
  const { t } = useTranslation('reporter');
  return (
    <>
      {isLockedStage(stageCode) && (
        <Alert
          color={stageCode === 'finished' ? 'green' : 'yellow'}
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
        >
          {stageCode === 'finished' ? t('match.locked.finished') : t('match.locked.awaiting')}
        </Alert>
      )}
      {!teamsKnown && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('match.noTeams')}
        </Alert>
      )}
      {teamsKnown && rosterEmpty && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Group gap="sm">
            <Text size="sm">{t('match.noRoster')}</Text>
            <Button component={Link} to={rosterHref} size="sm" mih={44}>
              {t('match.fillRoster')}
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
