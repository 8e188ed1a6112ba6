/**
 * The chart stand-in of page tests (jsdom has no canvas), in a module of its own: the
 * `vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs))` factory
 * must not import the other test helpers, which reach the app and so react-chartjs-2 itself (a
 * factory waiting on its own mock hangs).
 */
import { createElement } from 'react';

/** What the charts were given (their props, latest last: `charts.at(-1)?.data`). */
export const charts: Record<string, any>[] = [];
const stub = (props: Record<string, any>) => {
  charts.push(props);
  return createElement('canvas', { role: props.role, 'aria-label': props['aria-label'] });
};
export const chartStubs = { Bar: stub, Line: stub, Pie: stub, Doughnut: stub };
