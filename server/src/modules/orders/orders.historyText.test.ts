// An order's activity log in the seller's words: edited fields by their labels, in zh and en.
import { describe, expect, it } from 'vitest';
import { historyText } from './orders.service';

const edit = (fields: unknown) => ({ action: 'edit', fromStatus: '', toStatus: '', messageId: 'order.history.updated', params: { fields } });

describe('historyText', () => {
  it('names edited fields by their labels, never their keys', () => {
    expect(historyText('en', edit(['logisticsChannelId', 'buyerName']))).toBe('Edited: Logistics channel, Recipient');
    expect(historyText('zh', edit(['logisticsChannelId', 'buyerName']))).toBe('已编辑：物流渠道、收件人');
  });

  it('reads rows written before (keys joined by commas) the same way', () => {
    expect(historyText('en', edit('address1, sellerNote, tags, warehouseId'))).toBe('Edited: Address line 1, Seller note, Tags, Warehouse');
    expect(historyText('zh', edit('logisticsChannelId'))).toBe('已编辑：物流渠道');
  });

  it('leaves other messages alone', () => {
    expect(historyText('en', { action: 'match', fromStatus: '', toStatus: '', messageId: 'order.history.matched', params: { matched: 1, total: 2 } })).toBe(
      'Products matched: 1 of 2',
    );
  });
});
