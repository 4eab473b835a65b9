import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type FormSectionProps = { title: string; hint?: string; children: ReactNode; 'data-section'?: string };

/** One titled part of the registration form, a labelled region for screen readers. */
export function FormSection({ title, hint, children, ...props }: FormSectionProps) {
  const id = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} data-section={props['data-section']}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
