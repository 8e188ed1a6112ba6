/**
 * Order actions served by the connector and number-pool modules: pre-ship (preShipOrders: the
 * tracking number goes to the marketplace before the parcel leaves), tracking numbers from the
 * channel's number pool (assignTrackingNumbers). Pulling a shop now is in the order sync dialog
 * (useOrderPullActions in hooks.ts).
 */
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { AssignTrackingNumbersDocument, PreShipOrdersDocument } from '../../api/generated/graphql';
import { useFeatureText } from '../public/featureIntl';
import { settle, THROWN } from '../shared/outcome';
import type { BatchOutcome } from './hooks';
import { ordersMessages, type OrdersMessageId } from './messages';

export function useFulfilmentActions() {
  const t = useFeatureText(ordersMessages);
  const [preShip] = useMutation(PreShipOrdersDocument);
  const [assign] = useMutation(AssignTrackingNumbersDocument);
  return useMemo(
    () => ({
      available: { preShip: true, tracking: true },
      preShip: async (ids: number[]): Promise<BatchOutcome> => {
        const outcome = await settle(preShip({ variables: { ids } }), (d) => d.preShipOrders);
        if (!outcome.ok) return { ok: false, succeeded: 0, failures: [], message: outcome.message, thrown: outcome.typename === THROWN };
        return {
          ok: true,
          succeeded: outcome.data.orderIds.length,
          failures: outcome.data.refused.map((r) => ({ id: r.id, orderNo: r.orderNo, message: r.message || r.messageId })),
        };
      },
      assignTracking: async (ids: number[]): Promise<BatchOutcome> => {
        const outcome = await settle(assign({ variables: { orderIds: ids } }), (d) => d.assignTrackingNumbers);
        if (!outcome.ok) return { ok: false, succeeded: 0, failures: [], message: outcome.message, thrown: outcome.typename === THROWN };
        return {
          ok: true,
          succeeded: outcome.data.assigned.length,
          failures: outcome.data.skipped.map((s) => ({ id: s.orderId, orderNo: s.orderNo, message: t(`orderScreen.skip.${s.reason}` as OrdersMessageId) })),
        };
      },
    }),
    [preShip, assign, t],
  );
}
