/**
 * The chart stand-in of the sales-report tests (jsdom has no canvas), in a module of its own: the
 * `vi.mock('react-chartjs-2', () => import('./charts.testing')…)` factory must not import the test
 * helpers, which reach the app and so react-chartjs-2 itself (a factory waiting on its own mock hangs).
 */
import { createElement } from 'react';

/** What the charts were given. */
export const charts: Record<string, any>[] = [];
const stub = (props: Record<string, any>) => {
  charts.push(props);
  return createElement('canvas', { role: props.role, 'aria-label': props['aria-label'] });
};
export const chartStubs = { Bar: stub, Line: stub, Pie: stub, Doughnut: stub };
