import { Card, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A card of the club detail: a labelled region with a heading and an icon. */
export function DetailCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A label and its value in a card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" component="div">
      <span style={{ color: 'var(--mantine-color-dimmed)' }}>{label}</span>
      <span style={{ fontWeight: 600 }}>{children}</span>
    </Group>
  );
}
