import { Alert, Button, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';

type PrefillNoticeProps = {
  /** The form is filled in from earlier data (else the notice offers it). */
  used: boolean;
  title: string;
  text: string;
  /** Starts empty while used, fills in while not. */
  actionLabel: string;
  onToggle: () => void;
};

/** Above a new form that may start from the user's data of an earlier edition: where its values come from. */
export function PrefillNotice({ used, title, text, actionLabel, onToggle }: PrefillNoticeProps) {
  return (
    <Alert
      variant="light"
      color={used ? 'blue' : 'gray'}
      icon={<IconHistory size={18} aria-hidden />}
      title={title}
      data-testid="prefill-notice"
      data-used={used}
    >
      <Text size="sm">{text}</Text>
      <Button mt="sm" size="xs" variant={used ? 'default' : 'light'} onClick={onToggle}>
        {actionLabel}
      </Button>
    </Alert>
  );
}
