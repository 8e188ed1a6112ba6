// Product development (/productDev, /developmentProcessSetting; issue 24 item 5; spec 02 §3
// 'Development requirement' and 'Development process template', §4 'Development requirement', §5
// 'Development process: at most 20 nodes, at least one; expected price minimum below maximum').
// A requirement is submitted into the nodes of a process template (copied onto it at submission),
// approved node by node and, once the last node passes, marked complete, which creates its product
// in the product library. Pure: the lifecycle as one transition table, who may act at a node, when a
// node passes, where approve and reject lead, and the inputs. The server enforces them, the client
// shows them (docs/decisions/issue-24-product-development.md).
import { z } from 'zod';
import { price, type Transition } from '../rules/inventory';

// ---- limits ------------------------------------------------------------------------------------

/** Spec 02 §5: a development process has at least one and at most 20 nodes. */
export const DEV_PROCESS_MAX_NODES = 20;
export const DEV_PROCESS_NAME_MAX = 50;
export const DEV_NODE_NAME_MAX = 30;
export const DEV_REQUIREMENT_NAME_MAX = 100;
export const DEV_COMMENT_MAX = 500;
export const DEV_LINKS_MAX = 10;
export const DEV_IMAGES_MAX = 20;
export const DEV_SITES_MAX = 30;

// ---- lifecycle ---------------------------------------------------------------------------------

/**
 * Spec 02 §4 names draft, submitted, node-approved (pass or reject) and marked complete. Here:
 * submitted = waiting at its current node; approved = the last node passed (ready to be marked
 * complete); rejected = sent back from the first node (edited and submitted again like a draft);
 * completed = marked complete, its product created in the product library.
 */
export const DEV_REQUIREMENT_STATUSES = ['draft', 'submitted', 'rejected', 'approved', 'completed'] as const;
export type DevRequirementStatus = (typeof DEV_REQUIREMENT_STATUSES)[number];

export type DevRequirementAction = 'submit' | 'approveNode' | 'approveLast' | 'rejectNode' | 'rejectFirst' | 'complete';

/**
 * Action → allowed source states and the target. Approve at a node that is not the last moves the
 * requirement to the next node (approveNode: it stays submitted; under an 'all' rule it waits at
 * the node until every approver agreed); approve at the last node ends the process (approveLast).
 * Reject returns it to the previous node (rejectNode), at the first node back to its author
 * (rejectFirst → rejected). Only an approved requirement is marked complete.
 */
export const DEV_REQUIREMENT_TRANSITIONS: Record<DevRequirementAction, Transition<DevRequirementStatus>> = {
  submit: { from: ['draft', 'rejected'], to: 'submitted' },
  approveNode: { from: ['submitted'], to: 'submitted' },
  approveLast: { from: ['submitted'], to: 'approved' },
  rejectNode: { from: ['submitted'], to: 'submitted' },
  rejectFirst: { from: ['submitted'], to: 'rejected' },
  complete: { from: ['approved'], to: 'completed' },
};
/** Drafts and rejected requirements are edited (and deleted). */
export const DEV_REQUIREMENT_EDITABLE: readonly DevRequirementStatus[] = ['draft', 'rejected'];

export function devRequirementCan(action: DevRequirementAction, status: string): boolean {
  return (DEV_REQUIREMENT_TRANSITIONS[action].from as readonly string[]).includes(status);
}

// ---- nodes -------------------------------------------------------------------------------------

/** Who approves at a node: holders of one of the roles, or the named users. */
export const DEV_APPROVER_TYPES = ['role', 'user'] as const;
export type DevApproverType = (typeof DEV_APPROVER_TYPES)[number];
/** any: one approval of an allowed user passes the node; all: every allowed user must approve. */
export const DEV_APPROVAL_RULES = ['any', 'all'] as const;
export type DevApprovalRule = (typeof DEV_APPROVAL_RULES)[number];

export interface DevNode {
  name: string;
  approverType: DevApproverType;
  rule: DevApprovalRule;
  roleIds: number[];
  userIds: number[];
}

/**
 * May this user act (approve or reject) at the node? By role: their role is one of the node's; by
 * user: they are named. The company's main account may act at every node (so a process whose
 * approvers left the company is never stuck; its approval passes the node whatever the rule).
 */
export function devNodeAllows(node: DevNode, actor: { userId: number; roleId: number | null; isMain?: boolean }): boolean {
  if (actor.isMain) return true;
  if (node.approverType === 'user') return node.userIds.includes(actor.userId);
  return actor.roleId != null && node.roleIds.includes(actor.roleId);
}

/**
 * Does the node pass? `required`: the users allowed at the node now (named users, or enabled holders
 * of its roles); `approved`: the users who approved since the requirement reached it. any: one
 * approval; all: every required user (an empty set: one approval), or the main account's approval.
 */
export function devNodePasses(node: Pick<DevNode, 'rule'>, required: readonly number[], approved: readonly number[], mainApproved = false): boolean {
  if (approved.length === 0) return false;
  if (node.rule === 'any' || mainApproved) return true;
  const done = new Set(approved);
  return required.every((u) => done.has(u));
}

/** Where an approval leads: the next node, waiting (rule all, others still to approve) or the end. */
export function devApproveStep(nodeIndex: number, nodeCount: number, passes: boolean): { action: 'approveNode' | 'approveLast'; nodeIndex: number } {
  if (!passes) return { action: 'approveNode', nodeIndex };
  if (nodeIndex >= nodeCount - 1) return { action: 'approveLast', nodeIndex };
  return { action: 'approveNode', nodeIndex: nodeIndex + 1 };
}

/** Where a rejection leads: the previous node, from the first back to the author (rejected). */
export function devRejectStep(nodeIndex: number): { action: 'rejectNode' | 'rejectFirst'; nodeIndex: number } {
  return nodeIndex <= 0 ? { action: 'rejectFirst', nodeIndex: 0 } : { action: 'rejectNode', nodeIndex: nodeIndex - 1 };
}

/** The history's actions (one row per step, with who, when and the comment). */
export const DEV_HISTORY_ACTIONS = ['create', 'edit', 'submit', 'approve', 'reject', 'complete'] as const;
export type DevHistoryAction = (typeof DEV_HISTORY_ACTIONS)[number];

// ---- inputs ------------------------------------------------------------------------------------

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const requiredText = (max: number, required = 'validation.required') =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'validation.tooLong' });
const url = z
  .string()
  .trim()
  .regex(/^https?:\/\/\S+$/i, { error: 'inventory.linkFormat' })
  .max(500, { error: 'validation.tooLong' });

export const devNodeInput = z
  .object({
    name: requiredText(DEV_NODE_NAME_MAX, 'productDev.nodeNameRequired'),
    approverType: z.enum(DEV_APPROVER_TYPES, { error: 'productDev.approverType' }),
    rule: z.enum(DEV_APPROVAL_RULES, { error: 'productDev.approvalRule' }).default('any'),
    roleIds: z.array(id).max(50, { error: 'productDev.tooManyApprovers' }).default([]),
    userIds: z.array(id).max(50, { error: 'productDev.tooManyApprovers' }).default([]),
  })
  .transform((n) => ({
    ...n,
    roleIds: n.approverType === 'role' ? [...new Set(n.roleIds)] : [],
    userIds: n.approverType === 'user' ? [...new Set(n.userIds)] : [],
  }))
  .superRefine((n, ctx) => {
    if (n.approverType === 'role' && n.roleIds.length === 0) ctx.addIssue({ code: 'custom', path: ['roleIds'], message: 'productDev.approverRequired' });
    if (n.approverType === 'user' && n.userIds.length === 0) ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'productDev.approverRequired' });
  });

/** A process template (/developmentProcessSetting): 1 to 20 ordered nodes. */
export const devProcessInput = z.object({
  name: requiredText(DEV_PROCESS_NAME_MAX, 'productDev.processNameRequired'),
  isDefault: z.boolean().default(false),
  remark: text(500).default(''),
  nodes: z
    .array(devNodeInput, { error: 'productDev.nodesRequired' })
    .min(1, { error: 'productDev.nodesRequired' })
    .max(DEV_PROCESS_MAX_NODES, { error: 'productDev.tooManyNodes' }),
});
export type DevProcessInput = z.output<typeof devProcessInput>;

/** Supplier type of a requirement (spec 02 §3 names the field, not its values: docs/decisions). */
export const DEV_SUPPLIER_TYPES = ['factory', 'wholesale', 'trader', 'other'] as const;
export type DevSupplierType = (typeof DEV_SUPPLIER_TYPES)[number];

const amount = price.default('0');

/** A development requirement (spec 02 §3 fields); templateId null: the company's default process. */
export const devRequirementInput = z
  .object({
    name: requiredText(DEV_REQUIREMENT_NAME_MAX, 'productDev.nameRequired'),
    category: text(100).default(''),
    /** Sales platforms (platform type numbers of PLATFORM_TYPES). */
    platforms: z
      .array(z.number().int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' }))
      .max(50)
      .default([]),
    /** Sites (country / marketplace codes: DE, UK, US …). */
    sites: z.array(text(20)).max(DEV_SITES_MAX, { error: 'productDev.tooManySites' }).default([]),
    expectedPriceMin: amount,
    expectedPriceMax: amount,
    targetPurchasePriceMin: amount,
    targetPurchasePriceMax: amount,
    customsPrice: amount,
    supplierType: z.enum(DEV_SUPPLIER_TYPES, { error: 'productDev.supplierType' }).default('factory'),
    competitorLinks: z.array(url).max(DEV_LINKS_MAX, { error: 'productDev.tooManyLinks' }).default([]),
    images: z.array(text(500)).max(DEV_IMAGES_MAX, { error: 'productDev.tooManyImages' }).default([]),
    remark: text(1000).default(''),
    templateId: id.nullable().default(null),
  })
  .superRefine((r, ctx) => {
    // spec 02 §5: expected price minimum below maximum (checked when both are given)
    if (Number(r.expectedPriceMax) > 0 && Number(r.expectedPriceMin) >= Number(r.expectedPriceMax))
      ctx.addIssue({ code: 'custom', path: ['expectedPriceMin'], message: 'productDev.priceRange' });
    if (Number(r.targetPurchasePriceMax) > 0 && Number(r.targetPurchasePriceMin) >= Number(r.targetPurchasePriceMax))
      ctx.addIssue({ code: 'custom', path: ['targetPurchasePriceMin'], message: 'productDev.priceRange' });
  });
export type DevRequirementInput = z.output<typeof devRequirementInput>;

/** Approve (comment optional) at the current node. */
export const devApproveInput = z.object({ id, comment: text(DEV_COMMENT_MAX).default('') });
/** Reject at the current node: spec 02 §5 'Rejection needs a reason'. */
export const devRejectInput = z.object({ id, comment: requiredText(DEV_COMMENT_MAX, 'productDev.reasonRequired') });
/** Mark complete: the product library's SPU and first SKU of the product it creates. */
export const devCompleteInput = z.object({
  id,
  spu: requiredText(60, 'productDev.spuRequired'),
  sku: requiredText(60, 'productDev.skuRequired'),
  comment: text(DEV_COMMENT_MAX).default(''),
});
