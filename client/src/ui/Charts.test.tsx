import { screen } from '@testing-library/react';
import { Chart as ChartJS } from 'chart.js';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: stand in for the react-chartjs-2 components and keep what they were given
const rendered: { type: string; props: Record<string, any> }[] = [];
vi.mock('react-chartjs-2', () => {
  const stub = (type: string) => (props: Record<string, any>) => {
    rendered.push({ type, props });
    return <canvas data-testid={`chart-${type}`} role={props.role} aria-label={props['aria-label']} />;
  };
  return { Line: stub('line'), Bar: stub('bar'), Pie: stub('pie'), Doughnut: stub('doughnut') };
});

const { BarChart, formatPercent, LineChart, PieChart, registerCharts } = await import('./Charts');
const { renderUi } = await import('./test/renderUi');

const last = (type: string) => [...rendered].reverse().find((r) => r.type === type)!.props;
const tooltip = (props: Record<string, any>) => props.options.plugins.tooltip.callbacks.label;

describe('charts', () => {
  it('registers the chart.js parts once', () => {
    registerCharts();
    expect(registerCharts()).toBe(false); // once only
    expect(ChartJS.registry.getElement('line')).toBeDefined();
    expect(ChartJS.registry.getElement('arc')).toBeDefined();
    expect(ChartJS.registry.getScale('category')).toBeDefined();
    expect(ChartJS.registry.getPlugin('tooltip')).toBeDefined();
  });

  it('draws a responsive line chart with one dataset per series', () => {
    renderUi(
      <LineChart
        title="销售额趋势"
        labels={['3-01', '3-02']}
        series={[
          { label: '销售额', data: [1200, 1500.5] },
          { label: '退款', data: [10, 0], color: '#000000' },
        ]}
        formatValue={(v) => `$${v}`}
      />,
    );
    expect(screen.getByRole('heading', { name: '销售额趋势' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '销售额趋势' })).toBeInTheDocument();
    const p = last('line');
    expect(p.options.responsive).toBe(true);
    expect(p.options.maintainAspectRatio).toBe(false);
    expect(p.data.labels).toEqual(['3-01', '3-02']);
    expect(p.data.datasets.map((d: any) => [d.label, d.data, d.borderColor])).toEqual([
      ['销售额', [1200, 1500.5], '#0d9488'],
      ['退款', [10, 0], '#000000'],
    ]);
    expect(tooltip(p)({ dataset: { label: '销售额' }, parsed: { y: 1500.5 } })).toBe('销售额: $1500.5');
    expect(p.options.plugins.legend.display).toBe(true);
  });

  it('draws bars, horizontal and stacked when asked', () => {
    renderUi(<BarChart aria-label="各店铺订单" labels={['A', 'B']} series={[{ label: '订单', data: [3, 4] }]} horizontal stacked />);
    const p = last('bar');
    expect(screen.getByRole('img', { name: '各店铺订单' })).toBeInTheDocument();
    expect(p.options.indexAxis).toBe('y');
    expect(p.options.scales.x.stacked).toBe(true);
    expect(p.options.scales.x.beginAtZero).toBe(true);
    expect(tooltip(p)({ dataset: { label: '订单' }, parsed: { x: 1234, y: 0 } })).toBe('订单: 1,234');
  });

  it('shows pie values as percentages and leaves out empty slices', () => {
    renderUi(
      <PieChart
        title="平台占比"
        slices={[
          { label: 'eBay', value: 62.55 },
          { label: 'Amazon', value: 37.45 },
          { label: 'Wish', value: 0 },
        ]}
      />,
      { lang: 'en' },
    );
    const p = last('pie');
    expect(p.data.labels).toEqual(['eBay', 'Amazon']);
    expect(p.data.datasets[0].data).toEqual([62.55, 37.45]);
    expect(tooltip(p)({ label: 'eBay', raw: 62.55 })).toBe('eBay: 62.6%');
    expect(formatPercent(37.45, 'en', 2)).toBe('37.45%');
  });

  it('draws a doughnut when asked', () => {
    renderUi(<PieChart slices={[{ label: 'x', value: 100 }]} doughnut />);
    expect(screen.getByTestId('chart-doughnut')).toBeInTheDocument();
  });

  it('shows a loading state instead of the chart', () => {
    const before = rendered.length;
    renderUi(<LineChart labels={['a']} series={[{ label: 's', data: [1] }]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('图表加载中…');
    expect(rendered.length).toBe(before);
  });

  it('shows the no-data picture when there is nothing to draw', () => {
    renderUi(
      <>
        <LineChart labels={[]} series={[]} />
        <BarChart labels={['a']} series={[{ label: 's', data: [null] }]} emptyText="本月没有订单" />
        <PieChart slices={[]} />
      </>,
    );
    expect(screen.getAllByText('暂无数据')).toHaveLength(2);
    expect(screen.getByText('本月没有订单')).toBeInTheDocument();
    expect(screen.getAllByTestId('empty-picture')).toHaveLength(3);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
