import { ActionIcon, Button, Card, Group, NumberInput, Popover, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stopwatch } from '../hooks/use-stopwatch';
import { formatClock, splitTime } from '@tms/domain/stopwatch';

type StopwatchPanelProps = {
  stopwatch: Stopwatch;
  /** Minutes; offers a jump to half time. */
  matchLength: number;
  /** The match is over (finished, waiting for approval, approved): the clock stands still. */
  disabled?: boolean;
};

/** Start, pause and adjust the match clock; large controls for a touch screen at the timekeeper's table. */
export function StopwatchPanel({ stopwatch, matchLength, disabled = false }: StopwatchPanelProps) {
  const { t } = useTranslation('reporter');
  const [adjusting, setAdjusting] = useState(false);
  const [minute, setMinute] = useState<number | string>(0);
  const [second, setSecond] = useState<number | string>(0);
  const time = formatClock(stopwatch.seconds);
  const halfTime = Math.round((matchLength * 60) / 2);

  const openAdjust = () => {
    const current = splitTime(stopwatch.now());
    setMinute(current.minute);
    setSecond(current.second);
    setAdjusting(true);
  };

  const apply = () => {
    const m = Math.max(0, Math.floor(Number(minute) || 0));
    const s = Math.min(59, Math.max(0, Math.floor(Number(second) || 0)));
    stopwatch.set((m * 60 + s) * 1000);
    setAdjusting(false);
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="stopwatch-heading">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4" id="stopwatch-heading">
            {t('stopwatch.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {disabled ? t('stopwatch.over') : stopwatch.state.running ? t('stopwatch.running') : t('stopwatch.paused')}
          </Text>
        </Stack>
        <Text
          role="timer"
          fz={48}
          fw={700}
          lh={1}
          ff="monospace"
          aria-label={t('stopwatch.clockLabel', { time })}
          data-testid="stopwatch-time"
        >
          {time}
        </Text>
        <Group gap="xs">
          <Button
            size="lg"
            color={stopwatch.state.running ? 'orange' : 'green'}
            leftSection={
              stopwatch.state.running ? (
                <IconPlayerPauseFilled size={20} aria-hidden />
              ) : (
                <IconPlayerPlayFilled size={20} aria-hidden />
              )
            }
            onClick={stopwatch.toggle}
            disabled={disabled}
            aria-keyshortcuts="S"
          >
            {stopwatch.state.running ? t('stopwatch.pause') : t('stopwatch.start')}
          </Button>
          <Popover opened={adjusting} onChange={setAdjusting} trapFocus position="bottom-end" withArrow shadow="md">
            <Popover.Target>
              <ActionIcon
                size={50}
                variant="default"
                aria-label={t('stopwatch.adjust')}
                aria-expanded={adjusting}
                disabled={disabled}
                onClick={() => (adjusting ? setAdjusting(false) : openAdjust())}
              >
                <IconAdjustmentsHorizontal size={22} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  apply();
                }}
              >
                <Stack gap="sm" w={240}>
                  <Text fw={600}>{t('stopwatch.adjustTitle')}</Text>
                  <Group gap="xs" wrap="nowrap">
                    <NumberInput
                      label={t('stopwatch.minute')}
                      value={minute}
                      onChange={setMinute}
                      min={0}
                      max={200}
                      allowDecimal={false}
                      allowNegative={false}
                      size="lg"
                      data-autofocus
                    />
                    <NumberInput
                      label={t('stopwatch.second')}
                      value={second}
                      onChange={setSecond}
                      min={0}
                      max={59}
                      allowDecimal={false}
                      allowNegative={false}
                      size="lg"
                    />
                  </Group>
                  <Button type="submit" size="lg">
                    {t('stopwatch.set')}
                  </Button>
                  <Button
                    variant="light"
                    size="lg"
                    onClick={() => {
                      stopwatch.set(halfTime * 1000);
                      setAdjusting(false);
                    }}
                  >
                    {t('stopwatch.halfTime', { time: formatClock(halfTime) })}
                  </Button>
                  <Button
                    variant="default"
                    size="lg"
                    onClick={() => {
                      stopwatch.set(0);
                      setAdjusting(false);
                    }}
                  >
                    {t('stopwatch.reset')}
                  </Button>
                </Stack>
              </form>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </Group>
    </Card>
  );
}
