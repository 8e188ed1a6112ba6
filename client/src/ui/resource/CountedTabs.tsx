/**
 * Lists whose status tabs the server counts (issue 16): "all" first, then each status, each tab with
 * its count from the list query's `…StatusCounts { status count }` answer ("all": their sum). The
 * tab is the list filter's `status`; the counts take the same filter without it (`countFilter`).
 *
 *   const screen = useListScreen({ ...stockOrderList, fields, toFilter, ...statusTabs(STOCK_ORDER_STATUSES) });
 *   above={<CountedTabs screen={screen} statuses={STOCK_ORDER_STATUSES} counts={screen.data?.stockOrderStatusCounts} texts={tabTexts(t, 'stockOrders')} />}
 *   cell: (r) => <StatusCell color={COLORS[r.status]} label={…} notes={[{ text: r.rejectReason, error: true }]} />
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { oneOf } from '@erp/schema';
import type { ReactNode } from 'react';
import { StatusTabs } from './StatusTabs';
import type { ListSort } from './useListScreen';

type StatusCount = { status: string; count: number };

/** Status → count of a list answer's status counts. */
export const countsOf = (list: readonly StatusCount[] | null | undefined) => new Map((list ?? []).map((c) => [c.status, c.count]));

/** `useListScreen`'s `tabs` and `variables` of such a list: "all" and the statuses; the tab filters the list, not the counts. */
export function statusTabs<S extends string>(statuses: readonly S[]) {
  return {
    tabs: { values: ['all', ...statuses] as readonly ('all' | S)[] },
    variables: <F extends object>(filter: F, _sort: ListSort, tab: string) => ({ filter: { ...filter, status: oneOf(statuses, tab) }, countFilter: filter }),
  };
}

/** The tabs' texts: the "all" tab's label, each status's, the tab list's accessible name. */
export interface TabTexts {
  all: string;
  label: (status: string) => string;
  ariaLabel: string;
}

/** `<prefix>.tab.all`, `<statusPrefix>.<status>` (default `<prefix>.status`), `<prefix>.tabs`. */
export function tabTexts<P extends string>(t: (id: `${P}.tab.all` | `${P}.tabs`) => string, prefix: P, statusPrefix: string = `${prefix}.status`): TabTexts {
  // the status ids are the feature's own (like `pageOf`'s `.add`)
  const text = t as (id: string) => string;
  return { all: t(`${prefix}.tab.all`), label: (s) => text(`${statusPrefix}.${s}`), ariaLabel: t(`${prefix}.tabs`) };
}

export interface CountedTabsProps<S extends string> {
  /** `useListScreen({ ...statusTabs(S) })`'s answer: the tab shown and its setter. */
  screen: { tab: string; setTab: (tab: string) => void };
  statuses: readonly S[];
  counts: readonly StatusCount[] | null | undefined;
  texts: TabTexts;
}

export function CountedTabs<S extends string>({ screen, statuses, counts, texts: { all, label, ariaLabel } }: CountedTabsProps<S>) {
  const byStatus = countsOf(counts);
  const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
  return (
    <StatusTabs<'all' | S>
      value={screen.tab as 'all' | S}
      tabs={['all', ...statuses]}
      label={(s) => (s === 'all' ? all : label(s))}
      count={(s) => (s === 'all' ? total : (byStatus.get(s) ?? 0))}
      onChange={screen.setTab}
      aria-label={ariaLabel}
    />
  );
}

/** A line under a status badge: shown when it has text; `error` in red (a refusal, a provider's message). */
export interface StatusNote {
  text: ReactNode;
  error?: boolean;
}

/** A list's status cell: the coloured badge (grey when the status has no colour) and short lines under it. */
export function StatusCell({ color, label, notes }: { color: string | undefined; label: ReactNode; notes: StatusNote[] }) {
  return (
    <Stack gap="0.5">
      <Badge colorPalette={color ?? 'gray'} alignSelf="start">
        {label}
      </Badge>
      {notes.map((note, i) =>
        note.text ? (
          <Text key={i} textStyle="xs" color={note.error ? 'fg.error' : undefined}>
            {note.text}
          </Text>
        ) : null,
      )}
    </Stack>
  );
}
