import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconBell, IconBellOff, IconBellRingingFilled } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notifiedTeams } from '@/lib/notified-teams';
import { toast } from './toast';

/** What this browser can do about notices: show them, nothing (no Push API), or nothing until the visitor allows it. */
type Availability = 'ready' | 'unsupported' | 'denied';

function readAvailability(): Availability {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'ready';
}

// One answer for every control of the page: a refusal in one row shows in the hint under the list.
let availability: Availability | undefined;
const listeners = new Set<() => void>();
const current = () => {
  availability ??= readAvailability();
  return availability;
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function learned(value: Availability) {
  availability = value;
  for (const listener of listeners) listener();
}
/** Reads the browser again (tests change what it offers). */
export function rereadNotifyAvailability() {
  availability = undefined;
}
const useAvailability = () => useSyncExternalStore(subscribe, current, () => 'unsupported' as const);

type NotifyButtonProps = {
  teamId: number;
  teamName: string;
  /** Named with the team: a club's teams of two categories may have the same name. */
  categoryCode: string;
  /** An icon for a list row; the list shows `NotifyHint` once instead of a hint per row. */
  compact?: boolean;
};

/**
 * "Notify me" for a team: push notices of its match starts, results and schedule changes, without an
 * account. The browser asks for its permission only when the visitor taps; the push code loads then.
 */
export function NotifyButton({ teamId, teamName, categoryCode, compact = false }: NotifyButtonProps) {
  const { t, i18n } = useTranslation('resultsDashboard');
  const state = useAvailability();
  const notified = notifiedTeams.useIds();
  const [busy, setBusy] = useState(false);
  const on = state === 'ready' && notified.includes(teamId);
  const team = { team: teamName, category: categoryCode };

  const toggle = async () => {
    setBusy(true);
    try {
      const push = await import('@/lib/push-notifications');
      if (on) {
        await push.turnOff(teamId);
        toast.info(t('notify.turnedOff', team));
        return;
      }
      const result = await push.turnOn(teamId, i18n.resolvedLanguage === 'en' ? 'en' : 'cs');
      if (result === 'on') toast.success(t('notify.turnedOn', team));
      else if (result === 'denied' || result === 'unsupported') learned(result);
    } catch {
      toast.error(t('notify.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (state !== 'ready') return compact ? null : <NotifyHint />;
  const label = on ? t('notify.onAbout', team) : t('notify.offAbout', team);
  const icon = on ? <IconBellRingingFilled size={18} aria-hidden /> : <IconBell size={18} aria-hidden />;
  if (compact) {
    return (
      <ActionIcon
        variant={on ? 'filled' : 'light'}
        size="lg"
        aria-label={label}
        aria-pressed={on}
        title={label}
        loading={busy}
        onClick={toggle}
        data-testid="notify-button"
        data-state={on ? 'on' : 'off'}
      >
        {icon}
      </ActionIcon>
    );
  }
  return (
    <Button
      variant={on ? 'filled' : 'light'}
      leftSection={icon}
      aria-pressed={on}
      title={label}
      loading={busy}
      onClick={toggle}
      data-testid="notify-button"
      data-state={on ? 'on' : 'off'}
    >
      {on ? t('notify.on') : t('notify.off')}
    </Button>
  );
}

/** Why this browser shows no notices: blocked by the visitor, or not possible here (nothing when it can). */
export function NotifyHint() {
  const { t } = useTranslation('resultsDashboard');
  const state = useAvailability();
  if (state === 'ready') return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" role="status" data-testid="notify-hint" data-state={state}>
      <IconBellOff size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" c="dimmed">
        {state === 'denied' ? t('notify.denied') : t('notify.unsupported')}
      </Text>
    </Group>
  );
}
