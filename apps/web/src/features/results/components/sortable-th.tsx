import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortDirection } from '../lib/statistics-table';

type SortableThProps = {
  children: ReactNode;
  /** Direction when this column is the sorted one, otherwise null. */
  sorted: SortDirection | null;
  onSort: () => void;
  numeric?: boolean;
  width?: number;
  /** The column's full name when the header shows an abbreviation: read out and shown on hover. */
  fullLabel?: string;
};

/** A column header that sorts on click or Enter/Space; aria-sort tells screen readers the order. */
export function SortableTh({ children, sorted, onSort, numeric = false, width, fullLabel }: SortableThProps) {
  const Icon = sorted === 'ascending' ? IconChevronUp : sorted === 'descending' ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={sorted ?? undefined} style={{ width, padding: 0, whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={onSort}
        aria-label={fullLabel}
        title={fullLabel}
        w="100%"
        px={fullLabel ? 4 : 'xs'}
        py={6}
        fw={700}
        fz="sm"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Group gap={2} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
          {children}
          {/* A compact (abbreviated) header shows only the sorted column's arrow: room is short. */}
          {(sorted || !fullLabel) && (
            <Icon size={14} aria-hidden style={{ flexShrink: 0, opacity: sorted ? 1 : 0.5 }} />
          )}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
