import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

type AuthPageProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** The narrow, centred frame shared by the sign-in, sign-up and password pages. */
export function AuthPage({ title, intro, children }: AuthPageProps) {
  return (
    <Stack maw={440} mx="auto" py={{ base: 'md', sm: 'xl' }} gap="md">
      <PageTitle order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </PageTitle>
      {intro ? <Text c="dimmed">{intro}</Text> : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
        {children}
      </Paper>
    </Stack>
  );
}
