import { describe, expect, it } from 'vitest';
import { orderBatchActions, tabStatus, type ListMode, type OrderBatchKey } from './batchActions';
import { ORDER_STATUSES, type PermissionName } from '@erp/schema';

const everyone = () => true;
const keys = (mode: ListMode, tab: string, has: (p: PermissionName) => boolean = everyone) =>
  orderBatchActions<unknown>(
    mode,
    tab,
    has,
    (k) => k,
    () => undefined,
  ).map((a) => a.key as OrderBatchKey);

describe('order batch buttons (from ORDER_TRANSITIONS)', () => {
  it('offers the same buttons on each /orders status tab as the screen always did', () => {
    const byTab = Object.fromEntries(['all', ...ORDER_STATUSES].map((tab) => [tab, keys('orders', tab)]));
    expect(byTab).toEqual({
      all: ['merge'],
      awaitingPayment: ['hold', 'cancel'],
      processing: ['audit', 'merge', 'hold', 'cancel'],
      outOfStock: ['audit', 'backToProcessing', 'hold', 'cancel'],
      awaitingShipment: ['ship', 'preShip', 'tracking', 'overseasSend', 'overseasSync', 'backToProcessing', 'hold', 'cancel'],
      shipped: [],
      completed: [],
      cancelled: [],
      refunded: [],
      abnormal: ['release', 'cancel'],
    });
  });

  it('offers release and cancel on every /abnormalOrders tab, pre-ship and tracking on the open /preShippings tab', () => {
    for (const tab of ['all', 'blacklist', 'address', 'manual']) expect(keys('abnormal', tab)).toEqual(['release', 'cancel']);
    expect(keys('preShippings', 'ready')).toEqual(['preShip', 'tracking']);
    expect(keys('preShippings', 'done')).toEqual([]);
  });

  it('shows a button only to users holding its permission', () => {
    const only =
      (...names: string[]) =>
      (p: string) =>
        names.includes(p);
    expect(keys('orders', 'awaitingShipment', only('order.ship'))).toEqual(['ship', 'preShip', 'tracking', 'overseasSend', 'overseasSync']);
    expect(keys('orders', 'outOfStock', only('order.audit'))).toEqual(['audit', 'backToProcessing']);
    expect(keys('orders', 'processing', only('order.update'))).toEqual(['merge', 'hold']);
    expect(keys('orders', 'abnormal', only('order.cancel'))).toEqual(['cancel']);
    expect(keys('orders', 'processing', () => false)).toEqual([]);
  });

  it('reads the tab status the transitions apply to', () => {
    expect(tabStatus('orders', 'all')).toBeNull();
    expect(tabStatus('orders', 'outOfStock')).toBe('outOfStock');
    expect(tabStatus('abnormal', 'address')).toBe('abnormal');
    expect(tabStatus('preShippings', 'ready')).toBeNull();
  });

  it('passes the ticked rows to the handler with the button key', () => {
    const seen: unknown[] = [];
    const [audit] = orderBatchActions<{ id: number }>(
      'orders',
      'processing',
      everyone,
      (k) => `label:${k}`,
      (key, rows) => seen.push([key, rows]),
    );
    expect(audit!.label).toBe('label:audit');
    void audit!.onClick([{ id: 7 }], [7]);
    expect(seen).toEqual([['audit', [{ id: 7 }]]]);
  });
});
