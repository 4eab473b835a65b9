import { Card, Stack, Table, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled card of the referee detail. */
export function DetailCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Label and value rows; rows without a value are left out. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Table variant="vertical" withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="45%" fw={500} c="dimmed" bg="transparent">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
