import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockGraphql } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { ChannelSelect } from './ChannelSelect';
import { channelOption } from './fixtures';

// An overseas channel ships only orders of the warehouses bound to its provider warehouse (issue 23):
// the picker for an order of another warehouse leaves it out, as the server would refuse it.
const OPTIONS = [
  channelOption({ id: 3, name: 'YunExpress Standard' }),
  channelOption({ id: 9, name: '4PX US West', type: 'overseas', carrier: '4PX', shipsFromWarehouseIds: [21] }),
];

async function choices(forWarehouseId?: number | null) {
  mockGraphql({ LogisticsChannelOptions: { logisticsChannelOptions: OPTIONS } });
  const view = renderPage(<ChannelSelect value={null} onChange={() => undefined} forWarehouseId={forWarehouseId} aria-label="channel" />);
  const select = await screen.findByRole('combobox', { name: 'channel' });
  await waitFor(() => expect(within(select).getByRole('option', { name: 'YunExpress Standard' })).toBeInTheDocument());
  const names = within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
  view.unmount();
  return names;
}

describe('ChannelSelect', () => {
  it('offers an overseas channel only for orders of its bound warehouse', async () => {
    expect(await choices(21)).toContain('4PX US West');
    expect(await choices(22)).not.toContain('4PX US West');
    expect(await choices(null)).not.toContain('4PX US West');
    // no warehouse filter (rules, tracking): every channel
    expect(await choices(undefined)).toContain('4PX US West');
  });
});
