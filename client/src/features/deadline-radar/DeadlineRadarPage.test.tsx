// /deadlineRadar and its home card (issue 21 item 8): rows by time left with their urgency, the
// kind filter and paging sent to the server, the empty and error states; the card only with the page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFailing, mockGraphql } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { DeadlineRadarCard } from './DeadlineRadarCard';
import { DeadlineRadarPage } from './DeadlineRadarPage';
import { timeLeftText } from './timeLeft';

const item = (over: Record<string, unknown>) => ({
  __typename: 'RadarItem',
  kind: 'shipBy',
  id: 1,
  shopId: 3,
  shopName: 'eBay US',
  platformType: 1,
  reference: 'SO000050',
  platformOrderNo: '12-34567-89012',
  buyer: 'Emily Clark',
  deadline: '2026-11-28T15:00:00.000Z',
  minutesLeft: 180,
  urgency: 'hours4',
  ...over,
});
const ROWS = [
  item({
    kind: 'buyerMessage',
    id: 7,
    shopName: 'Shopee MY',
    platformType: 33,
    reference: 'siti',
    buyer: 'siti',
    platformOrderNo: '',
    minutesLeft: -125,
    urgency: 'overdue',
  }),
  item({}),
  item({ id: 2, reference: 'SO000051', minutesLeft: 3000, urgency: 'later' }),
];
const page = (rows: unknown[], total = rows.length) => ({
  deadlineRadar: { __typename: 'DeadlineRadar', totalCount: total, now: '2026-11-28T12:00:00.000Z', items: rows },
});

describe('/deadlineRadar', () => {
  it('lists deadlines soonest first with the time left, and sends the kind filter and the page', async () => {
    const calls = mockGraphql({ DeadlineRadar: page(ROWS, 45) });
    renderPage(<DeadlineRadarPage />, { permissions: ['deadlineRadar'] });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('已超时 2 小时 5 分');
    expect(rows[0]).toHaveTextContent('siti 等待回复');
    expect(rows[1]).toHaveTextContent('剩余 3 小时 0 分');
    expect(rows[1]).toHaveTextContent('订单 SO000050');
    expect(rows[2]).toHaveTextContent('剩余 2 天 2 小时');
    expect(calls.DeadlineRadar[0]).toEqual({ first: 30, offset: 0 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '类型' }), 'buyerMessage');
    await waitFor(() => expect(calls.DeadlineRadar.at(-1)).toEqual({ first: 30, offset: 0, kinds: ['buyerMessage'] }));
  });

  it('says when nothing is due, and offers a retry when loading failed', async () => {
    mockGraphql({ DeadlineRadar: page([]) });
    renderPage(<DeadlineRadarPage />, { permissions: ['deadlineRadar'] });
    expect(await screen.findByText('没有临近的时限')).toBeInTheDocument();
  });

  it('shows the error state and recovers', async () => {
    const failing = mockFailing('DeadlineRadar', page(ROWS));
    renderPage(<DeadlineRadarPage />, { permissions: ['deadlineRadar'] });
    const retry = await screen.findByRole('button', { name: /重试/ });
    failing.recover();
    await userEvent.click(retry);
    expect(await screen.findByText('订单 SO000050')).toBeInTheDocument();
  });
});

describe('the home card', () => {
  it('shows the soonest deadlines and the count, only with the page', async () => {
    const calls = mockGraphql({ DeadlineRadar: page(ROWS, 12) });
    renderPage(<DeadlineRadarCard />, { permissions: ['deadlineRadar'] });
    expect(await screen.findByText(/siti 等待回复 · Shopee MY/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看全部 12 项' })).toBeInTheDocument();
    expect(calls.DeadlineRadar[0]).toEqual({ first: 5, offset: 0 });
  });
  it('is not there without the page', async () => {
    const calls = mockGraphql({ DeadlineRadar: page(ROWS) });
    renderPage(<DeadlineRadarCard />, { permissions: [] });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('时限雷达')).toBeNull();
    expect(calls.DeadlineRadar).toEqual([]);
  });
});

describe('time left in words', () => {
  const en = (id: string, v: Record<string, string | number>) => `${id}:${Object.values(v).join(',')}`;
  it('uses days, hours or minutes and says when a deadline has passed', () => {
    expect(timeLeftText(59, en)).toBe('radar.left:radar.minutes:59');
    expect(timeLeftText(60, en)).toBe('radar.left:radar.hours:1,0');
    expect(timeLeftText(-1441, en)).toBe('radar.overdue:radar.days:1,0');
  });
});
