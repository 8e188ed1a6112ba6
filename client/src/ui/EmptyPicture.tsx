import { Box, EmptyState, Skeleton, Table, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The "no data" picture: an empty tray with a magnifier (inline SVG, follows the text colour). */
export function EmptyPicture(props: BoxProps) {
  return (
    <Box color="fg.subtle" {...props}>
      <svg width="96" height="72" style={{ width: 96, height: 72 }} viewBox="0 0 96 72" fill="none" role="img" aria-hidden="true" data-testid="empty-picture">
        <ellipse cx="48" cy="64" rx="38" ry="6" fill="currentColor" opacity="0.15" />
        <path d="M16 30 L26 12 H70 L80 30" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" opacity="0.6" />
        <path
          d="M16 30 H36 C36 36 40 40 48 40 C56 40 60 36 60 30 H80 V56 C80 58 78 60 76 60 H20 C18 60 16 58 16 56 Z"
          fill="currentColor"
          opacity="0.12"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <circle cx="68" cy="20" r="8" stroke="currentColor" strokeWidth="2.5" opacity="0.7" />
        <path d="M74 26 L82 34" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.7" />
      </svg>
    </Box>
  );
}

/** The "no data" state of a table or chart: the picture over a muted line. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <EmptyPicture />
        </EmptyState.Indicator>
        <EmptyState.Title textStyle="sm" fontWeight="normal" color="fg.muted">
          {children}
        </EmptyState.Title>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Loading rows of a table body: `rows` rows of `columns` skeleton cells (`data-testid="skeleton-row"`). */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <Table.Row key={`skeleton-${i}`} data-testid="skeleton-row">
      {Array.from({ length: columns }, (__, j) => (
        <Table.Cell key={j}>
          <Skeleton height="4" />
        </Table.Cell>
      ))}
    </Table.Row>
  ));
}
