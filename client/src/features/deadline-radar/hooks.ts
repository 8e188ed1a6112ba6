/** /deadlineRadar data (deadlineRadar.graphql) on the resource kit. */
import type { RadarKind, RadarUrgency } from '@erp/schema';
import { useRecord } from '../../ui/resource';
import { DeadlineRadarDocument } from './deadlineRadar.generated';

/** One page of deadlines (page from 1), soonest first; `kind` '' for both kinds. */
export function useDeadlineRadar(page: number, pageSize: number, kind: '' | RadarKind, options: { silent?: boolean; pollMs?: number } = {}) {
  const r = useRecord(
    DeadlineRadarDocument,
    (d) => d.deadlineRadar,
    { first: pageSize, offset: (page - 1) * pageSize, ...(kind ? { kinds: [kind] } : {}) },
    { keepPrevious: true, silent: options.silent, pollInterval: options.pollMs },
  );
  return { ...r, items: r.record?.items ?? [], total: r.record?.totalCount ?? 0 };
}

export type RadarRow = ReturnType<typeof useDeadlineRadar>['items'][number];

/** Chakra palette of an urgency. */
export const URGENCY_COLORS: Record<RadarUrgency, string> = { overdue: 'red', hours4: 'orange', hours24: 'yellow', later: 'gray' };

/** Where a row is dealt with: the shipment-due orders, or the inbox. */
export function radarTarget(row: { kind: string }): string {
  return row.kind === 'shipBy' ? '/orders?otherRule=expireDelivery' : '/buyerMessage';
}
