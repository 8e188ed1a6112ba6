import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/renderUi';
import { amountColumn, compactFilter, marketOrderColumn, shopFilter, shopLabel } from './marketplaceCases';

type Row = { platformOrderNo: string; order: { orderNo: string } | null; amount: string; currency: string };
const texts = { local: (orderNo: string) => `local ${orderNo}`, none: 'no local order' };

describe('marketplace case pieces', () => {
  it('drops undefined, null and empty entries of a filter and keeps false and 0', () => {
    expect(compactFilter({ keyword: undefined, shopId: null, status: '', open: false, count: 0, kind: 'return' })).toEqual({
      open: false,
      count: 0,
      kind: 'return',
    });
  });

  it('lists shops by name with the alias in brackets, their id as the value', () => {
    expect(shopLabel({ shopName: 'eBay US' })).toBe('eBay US');
    expect(shopLabel({ shopName: 'eBay US', alias: 'main' })).toBe('eBay US (main)');
    expect(
      shopFilter('shopId', 'Shop', [
        { id: 3, shopName: 'eBay US', alias: '' },
        { id: 4, shopName: 'eBay DE', alias: 'de' },
      ]),
    ).toEqual({
      name: 'shopId',
      label: 'Shop',
      type: 'select',
      options: [
        { value: '3', label: 'eBay US' },
        { value: '4', label: 'eBay DE (de)' },
      ],
    });
  });

  it('shows the marketplace order over the local order, or that there is none', () => {
    const column = marketOrderColumn<Row>('Order', texts);
    expect(column).toMatchObject({ key: 'order', header: 'Order' });
    expect(marketOrderColumn<Row>('Order', texts, 'orderNo').key).toBe('orderNo');
    renderUi(
      <>
        {column.cell({ platformOrderNo: '12-345', order: { orderNo: 'SO1' }, amount: '1', currency: 'EUR' }, 0)}
        {column.cell({ platformOrderNo: '12-678', order: null, amount: '1', currency: 'EUR' }, 1)}
      </>,
    );
    expect(screen.getByText('12-345')).toBeInTheDocument();
    expect(screen.getByText('local SO1')).toBeInTheDocument();
    expect(screen.getByText('12-678')).toBeInTheDocument();
    expect(screen.getByText('no local order')).toBeInTheDocument();
  });

  it('shows an amount with its currency, right-aligned', () => {
    const column = amountColumn<Row>('Amount');
    expect(column).toMatchObject({ key: 'amount', header: 'Amount', align: 'end' });
    renderUi(<>{column.cell({ platformOrderNo: '', order: null, amount: '12.50', currency: 'EUR' }, 0)}</>);
    expect(screen.getByText('12.50 EUR')).toBeInTheDocument();
  });
});
