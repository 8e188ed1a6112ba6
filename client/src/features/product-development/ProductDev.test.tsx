import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { connectionOf, mockGraphql, success, type Variables } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import type { DevRequirementsQuery } from './productDev.generated';
import { ProductDevPage } from './index';
import { fixture } from '../../test/fixtures';
import type { NodeOf } from '../../ui/resource';

type Node = NodeOf<DevRequirementsQuery['devRequirements']>;
const ALL = ['productDev', 'productDev.edit', 'productDev.approve', 'productDev.complete'];

const requirement = fixture<Node>({
  __typename: 'DevRequirement',
  id: 1,
  number: 'KF20261129000001',
  name: '桌面理线器',
  category: 'Office',
  status: 'submitted',
  platforms: [1],
  sites: ['DE'],
  expectedPriceMin: '6.99',
  expectedPriceMax: '11.99',
  targetPurchasePriceMin: '0',
  targetPurchasePriceMax: '0',
  customsPrice: '0',
  supplierType: 'factory',
  competitorLinks: [],
  images: [],
  remark: '',
  templateId: 1,
  templateName: '标准',
  currentNode: 1,
  currentNodeName: '定价评审',
  canAct: true,
  creatorName: '张三',
  productId: null,
  productSpu: '',
  submittedAt: '2026-11-20T08:00:00.000Z',
  completedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  nodes: [
    { __typename: 'DevProcessNode', name: '货源评估' },
    { __typename: 'DevProcessNode', name: '定价评审' },
    { __typename: 'DevProcessNode', name: '终审' },
  ],
});

const rows = [requirement(), requirement({ id: 2, number: 'KF2', name: '化妆镜', status: 'draft', currentNode: 0, currentNodeName: '', canAct: false })];
const counts = [
  { __typename: 'DevRequirementStatusCount', status: 'draft', count: 1 },
  { __typename: 'DevRequirementStatusCount', status: 'submitted', count: 1 },
  { __typename: 'DevRequirementStatusCount', status: 'rejected', count: 0 },
  { __typename: 'DevRequirementStatusCount', status: 'approved', count: 0 },
  { __typename: 'DevRequirementStatusCount', status: 'completed', count: 0 },
];

function mockList() {
  return mockGraphql({
    DevRequirements: (v: Variables) => ({
      ...connectionOf(
        'devRequirements',
        rows.filter((r) => !v.filter?.status || r.status === v.filter.status),
      ),
      devRequirementStatusCounts: counts,
    }),
    DevProcessOptions: { devProcessOptions: [] },
  });
}

afterEach(() => setLang('zh'));

describe('ProductDevPage', () => {
  it('lists requirements with status tabs and the current node', async () => {
    const calls = mockList();
    const user = userEvent.setup();
    renderPage(<ProductDevPage />, { path: '/productDev', permissions: ALL });
    expect(await screen.findByText('桌面理线器')).toBeInTheDocument();
    expect(screen.getByText('2/3 定价评审')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /草稿/ }));
    await waitFor(() => expect(screen.queryByText('桌面理线器')).not.toBeInTheDocument());
    expect(calls.DevRequirements.at(-1)!.filter).toMatchObject({ status: 'draft' });
  });

  it('rejects at the current node only with a reason', async () => {
    mockList();
    const { RejectDevRequirement } = mockGraphql({
      RejectDevRequirement: success('rejectDevRequirement', requirement({ currentNode: 0, currentNodeName: '货源评估' })),
    });
    const user = userEvent.setup();
    renderPage(<ProductDevPage />, { path: '/productDev', permissions: ALL });
    await user.click(await screen.findByRole('button', { name: '驳回 KF20261129000001' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('驳回需要填写原因')).toBeInTheDocument();
    expect(RejectDevRequirement).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '成本太高');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(RejectDevRequirement).toHaveLength(1));
    expect(RejectDevRequirement[0]!.input).toEqual({ id: 1, comment: '成本太高' });
  });

  it('hides approve and reject from a user who is not an approver of the node', async () => {
    rows[0] = requirement({ canAct: false });
    mockList();
    renderPage(<ProductDevPage />, { path: '/productDev', permissions: ALL });
    expect(await screen.findByText('桌面理线器')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过 KF20261129000001' })).not.toBeInTheDocument();
    rows[0] = requirement();
  });
});
