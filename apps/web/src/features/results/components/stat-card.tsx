import { Paper, Text } from '@mantine/core';

type StatCardProps = {
  /** Formatted number, or a placeholder when unavailable. */
  value: string;
  label: string;
};

/** One big number with its label; read as one phrase ('571 teams') by screen readers. */
export function StatCard({ value, label }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <Text fz={{ base: 28, sm: 36 }} fw={800} lh={1.1} c="brand.8" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Text c="dimmed" fw={600} mt={4}>
        {label}
      </Text>
    </Paper>
  );
}
