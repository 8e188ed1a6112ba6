import { Box, Center, Heading, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
  type TooltipItem,
} from 'chart.js';
import { useMemo, type ReactNode } from 'react';
import { Bar, Doughnut, Line, Pie } from 'react-chartjs-2';
import { EmptyNote } from './EmptyPicture';
import { useUiLang, useUiText } from './useUiText';

let registered = false;

/**
 * Registers the chart.js parts the wrappers use, once per page. Returns true the first time.
 * Each chart calls it when it renders (not on import), so importing the kit does not load
 * chart.js: only the screens that draw a chart do.
 */
export function registerCharts(): boolean {
  if (registered) return false;
  ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, ArcElement, Tooltip, Legend, Filler);
  registered = true;
  return true;
}

/** Colours for series and slices (Chakra's palette, readable on white). */
export const CHART_COLORS = ['#0d9488', '#3b82f6', '#f59e0b', '#ef4444', '#8b5cf6', '#10b981', '#ec4899', '#64748b', '#14b8a6', '#f97316'];
const color = (i: number, given?: string) => given ?? CHART_COLORS[i % CHART_COLORS.length]!;
const alpha = (hex: string, a: number) =>
  `${hex}${Math.round(a * 255)
    .toString(16)
    .padStart(2, '0')}`;

export interface ChartSeries {
  label: string;
  data: (number | null)[];
  color?: string;
}

interface ChartFrameProps {
  title?: ReactNode;
  /** Chart area height in px (the width follows the container). Default 300. */
  height?: number;
  loading?: boolean;
  /** Text for the empty state (default "暂无数据" / "No data"). */
  emptyText?: ReactNode;
  /** Accessible name of the chart (default: the title when it is text). */
  'aria-label'?: string;
}

function ChartFrame({ title, height = 300, loading, empty, emptyText, children }: ChartFrameProps & { empty: boolean; children: ReactNode }) {
  const t = useUiText();
  let body: ReactNode;
  if (loading) {
    body = (
      <Center height="full" role="status" aria-live="polite">
        <VStack gap="2">
          <Spinner color="teal.solid" />
          <Text textStyle="sm" color="fg.muted">
            {t('ui.chart.loading')}
          </Text>
        </VStack>
      </Center>
    );
  } else if (empty) {
    body = (
      <Center height="full">
        <EmptyNote>{emptyText ?? t('ui.chart.noData')}</EmptyNote>
      </Center>
    );
  } else {
    body = children;
  }
  return (
    <Stack gap="2" width="full" minWidth="0">
      {title ? (
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      ) : null}
      <Box position="relative" height={`${height}px`} width="full" minWidth="0">
        {body}
      </Box>
    </Stack>
  );
}

const hasNumbers = (series: ChartSeries[]) => series.some((s) => s.data.some((v) => v !== null && v !== undefined && Number.isFinite(v)));

/** Registers the chart pieces; values are formatted by `formatValue`, else as numbers of the UI language. */
function useValueFormat(formatValue: ((value: number) => string) | undefined) {
  registerCharts();
  const lang = useUiLang();
  const nf = useMemo(() => new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en'), [lang]);
  return useMemo(() => formatValue ?? ((v: number) => nf.format(v)), [formatValue, nf]);
}

export interface LineChartProps extends ChartFrameProps {
  labels: string[];
  series: ChartSeries[];
  /** Fill the area under single-series lines (default false). */
  area?: boolean;
  /** Formats y values in the axis and tooltips. */
  formatValue?: (value: number) => string;
}

/** Trend over categories (days, months). Responsive; loading and empty states. */
export function LineChart({ labels, series, area = false, formatValue, ...frame }: LineChartProps) {
  const fmt = useValueFormat(formatValue);
  const data = useMemo(
    () => ({
      labels,
      datasets: series.map((s, i) => ({
        label: s.label,
        data: s.data,
        borderColor: color(i, s.color),
        backgroundColor: alpha(color(i, s.color), area ? 0.15 : 1),
        fill: area,
        tension: 0.3,
        pointRadius: 2,
      })),
    }),
    [labels, series, area],
  );
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { display: series.length > 1, position: 'bottom' },
        tooltip: { callbacks: { label: (item: TooltipItem<'line'>) => `${item.dataset.label ?? ''}: ${fmt(Number(item.parsed.y))}` } },
      },
      scales: { y: { beginAtZero: true, ticks: { callback: (v) => fmt(Number(v)) } } },
    }),
    [series.length, fmt],
  );
  const label = frame['aria-label'] ?? (typeof frame.title === 'string' ? frame.title : undefined);
  return (
    <ChartFrame {...frame} empty={labels.length === 0 || !hasNumbers(series)}>
      <Line data={data} options={options} role="img" aria-label={label} />
    </ChartFrame>
  );
}

export interface BarChartProps extends ChartFrameProps {
  labels: string[];
  series: ChartSeries[];
  /** Bars grow to the right. */
  horizontal?: boolean;
  /** Series stacked on one bar. */
  stacked?: boolean;
  formatValue?: (value: number) => string;
}

/** Comparison across categories. Responsive; loading and empty states. */
export function BarChart({ labels, series, horizontal = false, stacked = false, formatValue, ...frame }: BarChartProps) {
  const fmt = useValueFormat(formatValue);
  const data = useMemo(
    () => ({
      labels,
      datasets: series.map((s, i) => ({ label: s.label, data: s.data, backgroundColor: color(i, s.color), borderRadius: 3, maxBarThickness: 40 })),
    }),
    [labels, series],
  );
  const valueAxis = horizontal ? 'x' : 'y';
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: horizontal ? 'y' : 'x',
      plugins: {
        legend: { display: series.length > 1, position: 'bottom' },
        tooltip: {
          callbacks: { label: (item: TooltipItem<'bar'>) => `${item.dataset.label ?? ''}: ${fmt(Number(horizontal ? item.parsed.x : item.parsed.y))}` },
        },
      },
      scales: {
        x: { stacked, ...(valueAxis === 'x' ? { beginAtZero: true, ticks: { callback: (v) => fmt(Number(v)) } } : {}) },
        y: { stacked, ...(valueAxis === 'y' ? { beginAtZero: true, ticks: { callback: (v) => fmt(Number(v)) } } : {}) },
      },
    }),
    [horizontal, stacked, valueAxis, series.length, fmt],
  );
  const label = frame['aria-label'] ?? (typeof frame.title === 'string' ? frame.title : undefined);
  return (
    <ChartFrame {...frame} empty={labels.length === 0 || !hasNumbers(series)}>
      <Bar data={data} options={options} role="img" aria-label={label} />
    </ChartFrame>
  );
}

export interface PieSlice {
  label: string;
  /** A percentage (12.5 means 12.5 %). */
  value: number;
  color?: string;
}

export interface PieChartProps extends ChartFrameProps {
  slices: PieSlice[];
  /** Ring instead of a full pie. */
  doughnut?: boolean;
  /** Decimals shown for percentages (default 1). */
  decimals?: number;
}

/** Shares of a whole; values are percentages and show as "12.5%". Responsive; loading and empty states. */
export function PieChart({ slices, doughnut = false, decimals = 1, ...frame }: PieChartProps) {
  registerCharts();
  const lang = useUiLang();
  const pct = useMemo(() => new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', { maximumFractionDigits: decimals }), [lang, decimals]);
  const usable = slices.filter((s) => Number.isFinite(s.value) && s.value > 0);
  const usableKey = JSON.stringify(usable);
  const data = useMemo(
    () => ({
      labels: usable.map((s) => s.label),
      datasets: [{ data: usable.map((s) => s.value), backgroundColor: usable.map((s, i) => color(i, s.color)), borderWidth: 1 }],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the slices' content changes, not for each new array of the same slices
    [usableKey],
  );
  const options = useMemo(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { position: 'right' as const },
        tooltip: { callbacks: { label: (item: TooltipItem<'pie'>) => `${item.label}: ${pct.format(Number(item.raw))}%` } },
      },
    }),
    [pct],
  );
  const label = frame['aria-label'] ?? (typeof frame.title === 'string' ? frame.title : undefined);
  return (
    <ChartFrame {...frame} empty={usable.length === 0}>
      {doughnut ? (
        <Doughnut data={data} options={options as ChartOptions<'doughnut'>} role="img" aria-label={label} />
      ) : (
        <Pie data={data} options={options} role="img" aria-label={label} />
      )}
    </ChartFrame>
  );
}

/** "12.5%" the way PieChart shows it (for legends and tables next to a chart). */
export function formatPercent(value: number, lang: 'zh' | 'en' = 'zh', decimals = 1): string {
  return `${new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', { maximumFractionDigits: decimals }).format(value)}%`;
}
