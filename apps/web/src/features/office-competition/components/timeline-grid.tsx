import { Box, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hourTicks, lengthToWidth, offsetToTime, type TimelineRange, timeToOffset } from '../lib/timeline-layout';

export type TimelineBlock = {
  id: number;
  /** The match number, or a planned match's key. */
  number: number | string;
  placeId: number;
  time: string;
  length: number;
  category: string;
  home: string;
  away: string;
  /** Only a match that has not started may move. */
  movable: boolean;
};

export type TimelineHall = { id: number; name: string };

type TimelineGridProps = {
  halls: readonly TimelineHall[];
  blocks: readonly TimelineBlock[];
  range: TimelineRange;
  /** A match dropped on a hall's free time. Without the three handlers the timeline only shows (a plan's preview). */
  onMove?: (matchId: number, placeId: number, time: string) => void;
  /** A match dropped on another match: they exchange hall, day and time. */
  onSwap?: (matchId: number, otherId: number) => void;
  /** A match clicked or chosen with Enter: the move form takes it (the keyboard's way to move). */
  onPick?: (matchId: number) => void;
  busyId?: number | null;
};

const HALL_COLUMN = 150;
const ROW_HEIGHT = 52;

/**
 * Halls as rows, the day's time along them, matches as blocks. Blocks are dragged with the
 * browser's own drag and drop; the move form next to the timeline is the keyboard's way.
 */
export function TimelineGrid({ halls, blocks, range, onMove, onSwap, onPick, busyId }: TimelineGridProps) {
  const { t } = useTranslation('admin');
  // Where inside the block it was grabbed, so the drop means the block's start, not the pointer's.
  const [dragged, setDragged] = useState<{ id: number; grab: number } | null>(null);
  const width = lengthToWidth(range.end - range.start);
  const editable = Boolean(onMove && onSwap && onPick);
  const allowDrop = editable ? (event: DragEvent) => event.preventDefault() : undefined;

  const draggedId = (event: DragEvent) => dragged?.id ?? (Number(event.dataTransfer?.getData('text/plain')) || null);

  const dropOnHall = (event: DragEvent<HTMLDivElement>, placeId: number) => {
    event.preventDefault();
    const id = draggedId(event);
    setDragged(null);
    if (id === null) return;
    const left = event.currentTarget.getBoundingClientRect().left;
    onMove?.(id, placeId, offsetToTime(event.clientX - left - (dragged?.grab ?? 0), range));
  };

  return (
    <Box style={{ overflowX: 'auto' }} data-testid="timeline">
      <Box style={{ width: HALL_COLUMN + width, position: 'relative' }}>
        <Box style={{ display: 'flex', marginLeft: HALL_COLUMN, position: 'relative', height: 20 }} aria-hidden>
          {hourTicks(range).map((tick) => (
            <Text key={tick} size="xs" c="dimmed" style={{ position: 'absolute', left: timeToOffset(tick, range) }}>
              {tick}
            </Text>
          ))}
        </Box>
        {halls.map((hall) => (
          <Box key={hall.id} style={{ display: 'flex', borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Text
              size="sm"
              fw={500}
              truncate="end"
              style={{
                width: HALL_COLUMN,
                flex: 'none',
                position: 'sticky',
                left: 0,
                zIndex: 2,
                background: 'var(--mantine-color-body)',
                lineHeight: `${ROW_HEIGHT}px`,
                paddingRight: 8,
              }}
            >
              {hall.name}
            </Text>
            <Box
              role="group"
              aria-label={t('competition.timeline.hallRow', { hall: hall.name })}
              data-testid={`timeline-hall-${hall.id}`}
              style={{ position: 'relative', width, height: ROW_HEIGHT, flex: 'none' }}
              onDragOver={allowDrop}
              onDrop={editable ? (event) => dropOnHall(event, hall.id) : undefined}
            >
              {blocks
                .filter((block) => block.placeId === hall.id)
                .map((block) => (
                  <Box
                    key={block.id}
                    // Not a <button>: Firefox starts no drag on a button.
                    role={editable ? 'button' : undefined}
                    tabIndex={editable ? 0 : undefined}
                    draggable={editable && block.movable}
                    onClick={() => onPick?.(block.id)}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      onPick?.(block.id);
                    }}
                    data-testid={`timeline-match-${block.id}`}
                    aria-label={t('competition.timeline.match', {
                      number: block.number,
                      category: block.category,
                      home: block.home,
                      away: block.away,
                      time: block.time,
                    })}
                    title={`${block.time} · ${block.home} – ${block.away}`}
                    onDragStart={(event) => {
                      event.dataTransfer?.setData('text/plain', String(block.id));
                      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
                      setDragged({
                        id: block.id,
                        grab: event.clientX - event.currentTarget.getBoundingClientRect().left || 0,
                      });
                    }}
                    onDragEnd={() => setDragged(null)}
                    onDragOver={allowDrop}
                    onDrop={(event) => {
                      const id = draggedId(event);
                      // A block let go over itself was nudged along its hall: the row below takes it as a move.
                      if (id === null || id === block.id) return;
                      event.preventDefault();
                      event.stopPropagation();
                      setDragged(null);
                      onSwap?.(id, block.id);
                    }}
                    style={{
                      position: 'absolute',
                      top: 3,
                      bottom: 3,
                      left: timeToOffset(block.time, range),
                      width: Math.max(lengthToWidth(block.length) - 2, 24),
                      overflow: 'hidden',
                      padding: '2px 4px',
                      borderRadius: 4,
                      fontSize: 11,
                      lineHeight: 1.25,
                      cursor: editable && block.movable ? 'grab' : 'default',
                      opacity: busyId === block.id || dragged?.id === block.id ? 0.5 : 1,
                      background: block.movable ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-light)',
                      border: '1px solid var(--mantine-color-blue-outline)',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    <div>
                      <b>{block.number}</b> {block.category} {block.time}
                    </div>
                    <div style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {block.home} – {block.away}
                    </div>
                  </Box>
                ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
