import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, DEFAULT_PAGE_SIZE, FIRST_PAGE, type DataTableColumn, type SortDirection } from './DataTable';
import { PermissionsProvider } from './PermissionGuard';
import { renderUi } from './test/renderUi';

interface Order {
  id: number;
  no: string;
  buyer: string;
  amount: string;
}

const orders: Order[] = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, no: `SO-${1000 + i}`, buyer: `buyer${i + 1}`, amount: `${(i + 1) * 10}.00` }));

const columns: DataTableColumn<Order>[] = [
  { key: 'no', header: '订单号', cell: (o) => o.no, sortable: true, hideable: false, width: 160 },
  { key: 'buyer', header: '买家', cell: (o) => o.buyer },
  { key: 'amount', header: '金额', cell: (o) => o.amount, sortable: true, align: 'end' },
  { key: 'remark', header: '备注', cell: () => '-', hiddenByDefault: true },
];

/** The table's props for the three orders on page 1 of 30 (override any). */
const base = () => ({ columns, rows: orders, rowKey: 'id' as const, page: 1, pageSize: 30, total: 3, onPageChange: vi.fn() });

function headers() {
  return screen.getAllByRole('columnheader').map((h) => h.textContent);
}

describe('DataTable', () => {
  it('renders rows through the column cells, with total, default page size and page 1', () => {
    renderUi(
      <DataTable
        aria-label="订单"
        columns={columns}
        rows={orders}
        rowKey="id"
        page={FIRST_PAGE}
        pageSize={DEFAULT_PAGE_SIZE}
        total={95}
        onPageChange={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: '订单' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(headers()).toEqual(['订单号', '买家', '金额']);
    expect(within(table).getByText('SO-1001')).toBeInTheDocument();
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    expect(screen.getByLabelText('每页条数')).toHaveValue('30');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['30 条/页', '50 条/页', '100 条/页']);
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 4 页' })).toBeInTheDocument();
  });

  it('asks for other pages and page sizes (a new size goes back to page 1)', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderUi(<DataTable columns={columns} rows={orders} rowKey="id" page={2} pageSize={30} total={95} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3, 30);
    await user.click(screen.getByRole('button', { name: '上一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1, 30);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3, 30);
    await user.selectOptions(screen.getByLabelText('每页条数'), '100');
    expect(onPageChange).toHaveBeenLastCalledWith(1, 100);
  });

  it('sorts through controlled callbacks: asc, desc, off', async () => {
    const user = userEvent.setup();
    const calls: [string | null, SortDirection | null][] = [];
    function Sorted() {
      const [sort, setSort] = useState<{ by: string | null; dir: SortDirection | null }>({ by: null, dir: null });
      return (
        <DataTable
          {...base()}
          sortBy={sort.by}
          sortDirection={sort.dir}
          onSortChange={(by, dir) => {
            calls.push([by, dir]);
            setSort({ by, dir });
          }}
        />
      );
    }
    renderUi(<Sorted />);
    const amount = () => screen.getByRole('columnheader', { name: /金额/ });
    expect(amount()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: '买家' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: '金额' }));
    expect(amount()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: '金额' }));
    expect(amount()).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: '金额' }));
    expect(amount()).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: '订单号' }));
    expect(calls).toEqual([
      ['amount', 'asc'],
      ['amount', 'desc'],
      [null, null],
      ['no', 'asc'],
    ]);
  });

  it('shows and hides columns and remembers the choice under the caller’s key', async () => {
    const user = userEvent.setup();
    const props = { ...base(), columnsStorageKey: 'table.orders.columns' };
    const first = renderUi(<DataTable {...props} />);
    await user.click(screen.getByRole('button', { name: '列设置' }));
    const chooser = await screen.findByRole('group', { name: '列设置' });
    // the always-shown column is not offered
    expect(within(chooser).queryByText('订单号')).not.toBeInTheDocument();
    await user.click(within(chooser).getByRole('checkbox', { name: '买家' }));
    await user.click(within(chooser).getByRole('checkbox', { name: '备注' }));
    expect(headers()).toEqual(['订单号', '金额', '备注']);
    expect(JSON.parse(localStorage.getItem('table.orders.columns')!)).toEqual({ hidden: ['buyer'], shown: ['remark'] });

    first.unmount();
    renderUi(<DataTable {...props} />);
    expect(headers()).toEqual(['订单号', '金额', '备注']);

    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(await screen.findByRole('button', { name: '恢复默认' }));
    expect(headers()).toEqual(['订单号', '买家', '金额']);
    expect(localStorage.getItem('table.orders.columns')).toBeNull();
  });

  it('ignores a broken stored choice', () => {
    localStorage.setItem('t.cols', '{not json');
    renderUi(<DataTable {...base()} columnsStorageKey="t.cols" />);
    expect(headers()).toEqual(['订单号', '买家', '金额']);
  });

  it('selects rows, shows the count and runs batch actions on the selected rows', async () => {
    const user = userEvent.setup();
    const ship = vi.fn().mockResolvedValue(undefined);
    const remove = vi.fn();
    renderUi(
      <PermissionsProvider names={['order.ship']}>
        <DataTable
          {...base()}
          rowKey={(o) => o.id}
          batchActions={[
            { key: 'ship', label: '批量发货', onClick: ship, permission: 'order.ship' },
            { key: 'delete', label: '批量删除', onClick: remove, permission: 'order.cancel', colorPalette: 'red' },
          ]}
        />
      </PermissionsProvider>,
    );
    // the action the user may not use is not there
    expect(screen.queryByRole('button', { name: '批量删除' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '批量发货' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('checkbox', { name: '选择第 3 行' }));
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('button', { name: '批量发货' }));
    await waitFor(() => expect(ship).toHaveBeenCalledWith([orders[0], orders[2]], [1, 3]));
    // selection clears once the action settles
    await waitFor(() => expect(screen.queryByText(/已选择/)).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByText('已选择 3 项')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消选择' }));
    expect(screen.queryByText(/已选择/)).not.toBeInTheDocument();
  });

  it('drops selected rows that leave the page', async () => {
    const user = userEvent.setup();
    const props = { columns, rowKey: 'id' as const, page: 1, pageSize: 30, total: 6, onPageChange: vi.fn(), selectable: true };
    const view = renderUi(<DataTable {...props} rows={orders} />);
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument();
    view.rerender(<DataTable {...props} rows={orders.map((o) => ({ ...o, id: o.id + 10 }))} />);
    await waitFor(() => expect(screen.queryByText(/已选择/)).not.toBeInTheDocument());
  });

  it('shows skeleton rows while loading and a spinner over stale rows', () => {
    const props = { columns, rowKey: 'id' as const, page: 1, pageSize: 30, total: 0, onPageChange: vi.fn() };
    const view = renderUi(<DataTable {...props} rows={[]} loading />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    view.rerender(<DataTable {...props} rows={orders} loading />);
    expect(screen.getByText('SO-1000')).toBeInTheDocument();
    expect(screen.getByLabelText('加载中…')).toBeInTheDocument();
  });

  it('shows the no-data picture when there are no rows', () => {
    renderUi(<DataTable columns={columns} rows={[]} rowKey="id" page={1} pageSize={30} total={0} onPageChange={vi.fn()} />, { lang: 'en' });
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.getByTestId('empty-picture')).toBeInTheDocument();
    expect(screen.getByText('0 in total')).toBeInTheDocument();
  });

  it('shows an error with a retry button', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderUi(<DataTable {...base()} error={new Error('接口报错')} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('数据加载失败');
    expect(alert).toHaveTextContent('接口报错');
    expect(screen.queryByText('SO-1000')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
