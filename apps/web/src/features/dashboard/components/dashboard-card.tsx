import { Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

type DashboardCardProps = {
  title: string;
  icon: ReactNode;
  children: ReactNode;
};

/** One card of the dashboard: a titled region, so screen reader users can jump between cards. */
export function DashboardCard({ title, icon, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
