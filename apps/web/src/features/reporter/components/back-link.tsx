import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Link back to the previous reporter screen, sized for a finger (44 px). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      mih={44}
      px="xs"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}
