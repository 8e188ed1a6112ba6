import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activeFilterCount, choiceField, emptyFilterValues, FilterBar, type FilterField, type FilterValues } from './FilterBar';
import { renderUi } from './test/renderUi';

const fields: FilterField[] = [
  { type: 'text', name: 'orderNo', label: '订单号', placeholder: '多个用逗号分隔' },
  choiceField('status', '状态', ['1', '2'], (v) => (v === '1' ? '待发货' : '已发货')),
  { type: 'dateRange', name: 'created', label: '下单时间' },
  { type: 'number', name: 'minAmount', label: '最低金额', min: 0 },
  { type: 'text', name: 'buyer', label: '买家' },
  { type: 'select', name: 'shop', label: '店铺', options: [{ value: '9', label: 'eBay 店' }], allLabel: '全部店铺' },
];

function Harness({ onSearch, onReset, defaults }: { onSearch: (v: FilterValues) => void; onReset?: () => void; defaults?: FilterValues }) {
  const [values, setValues] = useState<FilterValues>(() => ({ ...emptyFilterValues(fields), ...(defaults ?? {}) }));
  return <FilterBar fields={fields} values={values} onChange={setValues} onSearch={onSearch} onReset={onReset} defaultValues={defaults} />;
}

describe('FilterBar', () => {
  it('edits each kind of field and searches with the values', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderUi(<Harness onSearch={onSearch} />);
    await user.type(screen.getByLabelText('订单号'), 'SO-1');
    await user.selectOptions(screen.getByLabelText('状态'), '2');
    await user.type(screen.getByLabelText('下单时间 开始日期'), '2024-03-01');
    await user.type(screen.getByLabelText('下单时间 结束日期'), '2024-03-31');
    await user.type(screen.getByLabelText('最低金额'), '12.5');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith({ orderNo: 'SO-1', status: '2', created: ['2024-03-01', '2024-03-31'], minAmount: '12.5', buyer: '', shop: '' });
    expect(screen.getByLabelText('下单时间 结束日期')).toHaveAttribute('min', '2024-03-01');
  });

  it('searches on Enter in a text field', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderUi(<Harness onSearch={onSearch} />);
    await user.type(screen.getByLabelText('订单号'), 'SO-9{Enter}');
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'SO-9' }));
  });

  it('folds extra fields behind "more" and counts the active hidden ones', async () => {
    const user = userEvent.setup();
    renderUi(<Harness onSearch={vi.fn()} />);
    expect(screen.queryByLabelText('买家')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: '更多筛选' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    await user.type(screen.getByLabelText('买家'), 'tom');
    expect(within(screen.getByLabelText('店铺')).getByRole('option', { name: '全部店铺' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByLabelText('买家')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /更多筛选/ })).toHaveTextContent('1');
  });

  it('resets to the defaults and searches', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderUi(<Harness onSearch={onSearch} defaults={{ status: '1' }} />);
    await user.type(screen.getByLabelText('订单号'), 'abc');
    await user.selectOptions(screen.getByLabelText('状态'), '2');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByLabelText('订单号')).toHaveValue('');
    expect(screen.getByLabelText('状态')).toHaveValue('1');
    expect(onSearch).toHaveBeenCalledWith({ orderNo: '', status: '1', created: ['', ''], minAmount: '', buyer: '', shop: '' });
  });

  it('lets the caller own reset, and speaks English', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const onSearch = vi.fn();
    renderUi(<Harness onSearch={onSearch} onReset={onReset} />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More filters' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('状态')).getByRole('option', { name: 'All' })).toBeInTheDocument();
  });

  it('counts active values', () => {
    expect(activeFilterCount(fields, { orderNo: 'x', created: ['', '2024-01-01'], status: '' })).toBe(2);
  });
});
