import { describe, expect, it } from 'vitest';
import {
  DEV_REQUIREMENT_STATUSES,
  DEV_REQUIREMENT_TRANSITIONS,
  devApproveStep,
  devNodeAllows,
  devNodePasses,
  devProcessInput,
  devRejectInput,
  devRejectStep,
  devRequirementCan,
  devRequirementInput,
  type DevNode,
} from './index';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
const node = (over: Partial<DevNode> = {}) => ({ name: 'Review', approverType: 'role' as const, rule: 'any' as const, roleIds: [3], userIds: [], ...over });

describe('development requirement lifecycle (spec 02 §4)', () => {
  it('every transition names known states', () => {
    for (const t of Object.values(DEV_REQUIREMENT_TRANSITIONS)) for (const s of [...t.from, t.to]) expect(DEV_REQUIREMENT_STATUSES).toContain(s);
  });
  it('drafts and rejected ones are submitted; only approved ones are completed', () => {
    expect(devRequirementCan('submit', 'draft')).toBe(true);
    expect(devRequirementCan('submit', 'rejected')).toBe(true);
    expect(devRequirementCan('submit', 'submitted')).toBe(false);
    expect(devRequirementCan('complete', 'submitted')).toBe(false);
    expect(devRequirementCan('complete', 'approved')).toBe(true);
    expect(devRequirementCan('approveNode', 'completed')).toBe(false);
  });
  it('approve moves to the next node, at the last one ends the process', () => {
    expect(devApproveStep(0, 3, true)).toEqual({ action: 'approveNode', nodeIndex: 1 });
    expect(devApproveStep(2, 3, true)).toEqual({ action: 'approveLast', nodeIndex: 2 });
    expect(devApproveStep(1, 3, false)).toEqual({ action: 'approveNode', nodeIndex: 1 });
  });
  it('reject returns to the previous node, from the first to the author', () => {
    expect(devRejectStep(2)).toEqual({ action: 'rejectNode', nodeIndex: 1 });
    expect(devRejectStep(0)).toEqual({ action: 'rejectFirst', nodeIndex: 0 });
    expect(DEV_REQUIREMENT_TRANSITIONS.rejectFirst.to).toBe('rejected');
  });
});

describe('node approvers', () => {
  it('by role or by named user; the main account everywhere', () => {
    expect(devNodeAllows(node(), { userId: 1, roleId: 3 })).toBe(true);
    expect(devNodeAllows(node(), { userId: 1, roleId: 4 })).toBe(false);
    expect(devNodeAllows(node(), { userId: 1, roleId: null })).toBe(false);
    expect(devNodeAllows(node({ approverType: 'user', roleIds: [], userIds: [7] }), { userId: 7, roleId: 3 })).toBe(true);
    expect(devNodeAllows(node({ approverType: 'user', roleIds: [], userIds: [7] }), { userId: 8, roleId: 3 })).toBe(false);
    expect(devNodeAllows(node(), { userId: 1, roleId: null, isMain: true })).toBe(true);
  });
  it('any passes with one approval, all with every approver', () => {
    expect(devNodePasses({ rule: 'any' }, [1, 2], [2])).toBe(true);
    expect(devNodePasses({ rule: 'any' }, [1, 2], [])).toBe(false);
    expect(devNodePasses({ rule: 'all' }, [1, 2], [2])).toBe(false);
    expect(devNodePasses({ rule: 'all' }, [1, 2], [2, 1])).toBe(true);
    expect(devNodePasses({ rule: 'all' }, [], [9])).toBe(true);
    expect(devNodePasses({ rule: 'all' }, [1, 2], [9], true)).toBe(true);
  });
});

describe('process template input (spec 02 §5)', () => {
  const nodes = (n: number) => Array.from({ length: n }, (_, i) => node({ name: `N${i}` }));
  it('accepts 1 to 20 nodes', () => {
    expect(devProcessInput.safeParse({ name: 'P', nodes: nodes(1) }).success).toBe(true);
    expect(devProcessInput.safeParse({ name: 'P', nodes: nodes(20) }).success).toBe(true);
  });
  it('refuses more than 20 nodes and none', () => {
    expect(issues(devProcessInput.safeParse({ name: 'P', nodes: nodes(21) }))).toEqual(['nodes:productDev.tooManyNodes']);
    expect(issues(devProcessInput.safeParse({ name: 'P', nodes: [] }))).toEqual(['nodes:productDev.nodesRequired']);
  });
  it('a node needs a name and approvers of its type', () => {
    expect(issues(devProcessInput.safeParse({ name: 'P', nodes: [node({ name: ' ' })] }))).toEqual(['nodes.0.name:productDev.nodeNameRequired']);
    expect(issues(devProcessInput.safeParse({ name: 'P', nodes: [node({ roleIds: [] })] }))).toEqual(['nodes.0.roleIds:productDev.approverRequired']);
    expect(issues(devProcessInput.safeParse({ name: 'P', nodes: [node({ approverType: 'user', userIds: [] })] }))).toEqual([
      'nodes.0.userIds:productDev.approverRequired',
    ]);
  });
  it('keeps only the approvers of the chosen type', () => {
    const r = devProcessInput.parse({ name: 'P', nodes: [node({ approverType: 'user', roleIds: [3], userIds: [5, 5] })] });
    expect(r.nodes[0]).toMatchObject({ roleIds: [], userIds: [5] });
  });
});

describe('requirement input (spec 02 §3, §5)', () => {
  it('needs a name', () => expect(issues(devRequirementInput.safeParse({ name: '' }))).toEqual(['name:productDev.nameRequired']));
  it('expected price minimum below maximum', () => {
    expect(issues(devRequirementInput.safeParse({ name: 'A', expectedPriceMin: '20', expectedPriceMax: '10' }))).toEqual([
      'expectedPriceMin:productDev.priceRange',
    ]);
    expect(issues(devRequirementInput.safeParse({ name: 'A', expectedPriceMin: '10', expectedPriceMax: '20' }))).toEqual([]);
    expect(issues(devRequirementInput.safeParse({ name: 'A', targetPurchasePriceMin: '5', targetPurchasePriceMax: '5' }))).toEqual([
      'targetPurchasePriceMin:productDev.priceRange',
    ]);
  });
  it('prices have at most two decimals; links are http(s)', () => {
    expect(issues(devRequirementInput.safeParse({ name: 'A', customsPrice: '1.234' }))).toEqual(['customsPrice:inventory.priceTwoDecimals']);
    expect(issues(devRequirementInput.safeParse({ name: 'A', competitorLinks: ['ftp://x'] }))).toEqual(['competitorLinks.0:inventory.linkFormat']);
  });
  it('rejection needs a reason', () => expect(issues(devRejectInput.safeParse({ id: 1, comment: ' ' }))).toEqual(['comment:productDev.reasonRequired']));
});
