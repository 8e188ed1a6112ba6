// Product development (/productDev, /developmentProcessSetting; issue 24 item 5; spec 02 §3, §4, §5).
// Process templates: 1 to 20 ordered nodes, each approved by roles or named users of the company,
// any one of them or all of them; one default template per company. Requirements: drafts are
// submitted into the nodes of their process (copied onto the requirement, so editing a template
// never changes one in progress); at the current node only its approvers act (checked here):
// approve moves to the next node (rule all: once every approver agreed), at the last node ends in
// approved; reject (with a reason) returns to the previous node, at the first node to the author
// (rejected, edited and submitted again). Every move goes through DEV_REQUIREMENT_TRANSITIONS of
// @erp/schema (claimed by a conditional update) and is one history row with who, when, the node
// and the comment. Marking an approved requirement complete creates its product in the product
// library through the catalog service (addProduct) and links it (productId).
import {
  DEV_REQUIREMENT_EDITABLE,
  DEV_REQUIREMENT_STATUSES,
  DEV_REQUIREMENT_TRANSITIONS,
  PLATFORM_TYPES,
  devApproveInput,
  devApproveStep,
  devCompleteInput,
  devNodeAllows,
  devNodePasses,
  devProcessInput,
  devRejectInput,
  devRejectStep,
  devRequirementCan,
  devRequirementInput,
  type DevHistoryAction,
  type DevNode,
  type DevRequirementAction,
  type DevRequirementStatus,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, requireActor, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, ValidationError } from '../../platform/errors';
import { newBillNo, retryOnClash } from '../../platform/lookups';
import { transition } from '../../platform/transition';
import { findRecord, inputAndRecord } from '../../platform/records';
import { parseInput, uniquelyNamed } from '../../platform/validate';
import { listWhere } from '../../platform/where';
import { addProduct } from '../catalog/catalog.service';

export const DEV_PAGE = 'productDev';
export const DEV_PROCESS_PAGE = 'developmentProcessSetting';
type Db = RequestContext['db'] | Tx;
export type DevRequirementRow = Prisma.DevRequirementGetPayload<object>;

const KNOWN_PLATFORMS = new Set<number>(Object.values(PLATFORM_TYPES));

// ---- process templates ---------------------------------------------------------------------------

export function nodesOf(json: unknown): DevNode[] {
  return Array.isArray(json) ? (json as DevNode[]) : [];
}

export function devProcesses(ctx: RequestContext) {
  assertCan(ctx, DEV_PROCESS_PAGE);
  return ctx.db.devProcessTemplate.findMany({ orderBy: [{ isDefault: 'desc' }, { id: 'asc' }] });
}

/** The processes to choose from on a requirement (needs /productDev, not the settings page). */
export function devProcessOptions(ctx: RequestContext) {
  assertCan(ctx, DEV_PAGE);
  return ctx.db.devProcessTemplate.findMany({ orderBy: [{ isDefault: 'desc' }, { id: 'asc' }] });
}

const findProcess = (db: Db, id: number, field?: string) => findRecord(db.devProcessTemplate, id, 'productDev.processNotFound', { id }, field);

/** Every role and user a node names must be the company's (a foreign id answers as an unknown one). */
async function checkApprovers(ctx: RequestContext, nodes: DevNode[]) {
  const roleIds = [...new Set(nodes.flatMap((n) => n.roleIds))];
  const userIds = [...new Set(nodes.flatMap((n) => n.userIds))];
  const [roles, users] = await Promise.all([
    roleIds.length ? ctx.db.role.findMany({ where: { id: { in: roleIds } }, select: { id: true } }) : [],
    userIds.length ? ctx.db.user.findMany({ where: { id: { in: userIds } }, select: { id: true } }) : [],
  ]);
  const knownRoles = new Set(roles.map((r) => r.id));
  const knownUsers = new Set(users.map((u) => u.id));
  const issues: ConstructorParameters<typeof ValidationError>[0] = [];
  nodes.forEach((n, i) => {
    const role = n.roleIds.find((id) => !knownRoles.has(id));
    if (role != null) issues.push({ field: `nodes.${i}.roleIds`, messageId: 'productDev.roleNotFound', params: { id: role } });
    const user = n.userIds.find((id) => !knownUsers.has(id));
    if (user != null) issues.push({ field: `nodes.${i}.userIds`, messageId: 'productDev.userNotFound', params: { id: user } });
  });
  if (issues.length) throw new ValidationError(issues);
}

const nameTaken = (name: string) => ValidationError.field('name', 'productDev.processNameTaken', { name });

/** Makes `id` the only default of the company. */
async function makeDefault(tx: Tx, id: number) {
  await tx.devProcessTemplate.updateMany({ where: { id: { not: id }, isDefault: true }, data: { isDefault: false } });
  await tx.devProcessTemplate.update({ where: { id }, data: { isDefault: true } });
}

export async function createDevProcess(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'developmentProcess.update');
  const input = parseInput(devProcessInput, raw);
  await checkApprovers(ctx, input.nodes);
  const companyId = requireActor(ctx).companyId;
  return uniquelyNamed(
    ctx.db.devProcessTemplate,
    input.name,
    undefined,
    () =>
      ctx.db.$transaction(async (tx) => {
        // the company's first process is its default
        const first = (await tx.devProcessTemplate.count()) === 0;
        const p = await tx.devProcessTemplate.create({
          data: { companyId, name: input.name, remark: input.remark, nodes: input.nodes as unknown as Prisma.InputJsonValue, isDefault: false },
        });
        if (input.isDefault || first) await makeDefault(tx, p.id);
        return tx.devProcessTemplate.findFirstOrThrow({ where: { id: p.id } });
      }),
    () => nameTaken(input.name),
  );
}

export async function updateDevProcess(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'developmentProcess.update');
  const { input, row: current } = await inputAndRecord(devProcessInput, raw, () => findProcess(ctx.db, id));
  await checkApprovers(ctx, input.nodes);
  const save = () =>
    ctx.db.$transaction(async (tx) => {
      await tx.devProcessTemplate.update({
        where: { id },
        data: { name: input.name, remark: input.remark, nodes: input.nodes as unknown as Prisma.InputJsonValue },
      });
      // a default stays the default until another one is chosen (the company always has one)
      if (input.isDefault && !current.isDefault) await makeDefault(tx, id);
      return tx.devProcessTemplate.findFirstOrThrow({ where: { id } });
    });
  return uniquelyNamed(ctx.db.devProcessTemplate, input.name, id, save, () => nameTaken(input.name));
}

export async function setDefaultDevProcess(ctx: RequestContext, id: number) {
  assertCan(ctx, 'developmentProcess.update');
  await findProcess(ctx.db, id);
  await ctx.db.$transaction((tx) => makeDefault(tx, id));
  return findProcess(ctx.db, id);
}

/** Deletes a process that is not the default; requirements in progress keep their copied nodes, drafts fall back to the default. */
export async function deleteDevProcess(ctx: RequestContext, id: number): Promise<number> {
  assertCan(ctx, 'developmentProcess.update');
  const p = await findProcess(ctx.db, id);
  if (p.isDefault) throw new BusinessError('productDev.defaultCannotDelete');
  await ctx.db.$transaction(async (tx) => {
    await tx.devRequirement.updateMany({ where: { templateId: id }, data: { templateId: null } });
    await tx.devProcessTemplate.deleteMany({ where: { id } });
  });
  return id;
}

// ---- requirements ----------------------------------------------------------------------------------

export const devRequirementWhere = listWhere<Prisma.DevRequirementWhereInput>()(DEV_PAGE, {
  given: ['status'],
  keyword: ['number', 'name', 'category', 'remark'],
});

export async function devRequirementStatusCounts(ctx: RequestContext, f: { keyword?: string }) {
  const where = devRequirementWhere(ctx, { ...f, status: undefined });
  const rows = await ctx.db.devRequirement.groupBy({ by: ['status'], where, _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return DEV_REQUIREMENT_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

export const findDevRequirement = (db: Db, id: number) => findRecord(db.devRequirement, id, 'productDev.notFound', { id });

function illegalMove(r: { number: string; status: string }, action: DevRequirementAction | 'edit' | 'delete') {
  return new BusinessError('productDev.illegalTransition', {
    number: r.number,
    status: `productDev.status.${r.status}`,
    action: `productDev.action.${action}`,
  });
}

async function record(
  tx: Tx,
  ctx: RequestContext,
  r: { id: number; companyId: number },
  step: { action: DevHistoryAction; status: string; nodeIndex?: number; nodeName?: string; round?: number; comment?: string },
) {
  await tx.devRequirementHistory.create({
    data: {
      companyId: r.companyId,
      requirementId: r.id,
      userId: requireActor(ctx).userId,
      action: step.action,
      status: step.status,
      nodeIndex: step.nodeIndex ?? -1,
      nodeName: step.nodeName ?? '',
      round: step.round ?? 0,
      comment: step.comment ?? '',
    },
  });
}

async function checkRequirement(ctx: RequestContext, input: { platforms: number[]; templateId: number | null }) {
  const bad = input.platforms.findIndex((p) => !KNOWN_PLATFORMS.has(p));
  if (bad >= 0) throw ValidationError.field(`platforms.${bad}`, 'productDev.platformUnknown');
  if (input.templateId != null) await findProcess(ctx.db, input.templateId, 'templateId');
}

function requirementData(input: ReturnType<typeof devRequirementInput.parse>) {
  return {
    name: input.name,
    category: input.category,
    platforms: [...new Set(input.platforms)],
    sites: [...new Set(input.sites.filter(Boolean))],
    expectedPriceMin: input.expectedPriceMin,
    expectedPriceMax: input.expectedPriceMax,
    targetPurchasePriceMin: input.targetPurchasePriceMin,
    targetPurchasePriceMax: input.targetPurchasePriceMax,
    customsPrice: input.customsPrice,
    supplierType: input.supplierType,
    competitorLinks: input.competitorLinks,
    images: input.images.filter(Boolean),
    remark: input.remark,
    templateId: input.templateId,
  };
}

export async function createDevRequirement(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'productDev.edit');
  const input = parseInput(devRequirementInput, raw);
  await checkRequirement(ctx, input);
  const actor = requireActor(ctx);
  const id = await retryOnClash(() =>
    ctx.db.$transaction(async (tx) => {
      const r = await tx.devRequirement.create({
        data: { companyId: actor.companyId, number: newBillNo('KF'), creatorId: actor.userId, status: 'draft', ...requirementData(input) },
      });
      await record(tx, ctx, r, { action: 'create', status: 'draft' });
      return r.id;
    }),
  );
  return findDevRequirement(ctx.db, id);
}

export async function updateDevRequirement(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'productDev.edit');
  const current = await findDevRequirement(ctx.db, id);
  if (!DEV_REQUIREMENT_EDITABLE.includes(current.status as DevRequirementStatus)) throw illegalMove(current, 'edit');
  const input = parseInput(devRequirementInput, raw);
  await checkRequirement(ctx, input);
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.devRequirement.updateMany({
      where: { id, status: { in: [...DEV_REQUIREMENT_EDITABLE] } },
      data: requirementData(input),
    });
    if (count !== 1) throw illegalMove(await findDevRequirement(tx, id), 'edit');
    await record(tx, ctx, current, { action: 'edit', status: current.status });
  });
  return findDevRequirement(ctx.db, id);
}

export async function deleteDevRequirement(ctx: RequestContext, id: number): Promise<number> {
  assertCan(ctx, 'productDev.edit');
  const current = await findDevRequirement(ctx.db, id);
  const { count } = await ctx.db.devRequirement.deleteMany({ where: { id, status: { in: [...DEV_REQUIREMENT_EDITABLE] } } });
  if (count !== 1) throw illegalMove(current, 'delete');
  return id;
}

/** Moves the requirement by `action` from its current status, with the node fields in `data`. */
async function claim(tx: Tx, current: DevRequirementRow, action: DevRequirementAction, data: Prisma.DevRequirementUpdateManyMutationInput) {
  return transition(
    DEV_REQUIREMENT_TRANSITIONS[action],
    // the node and round in the where: of two concurrent approvals at one node only one moves it
    (from, status) =>
      tx.devRequirement.updateMany({ where: { id: current.id, currentNode: current.currentNode, round: current.round, ...from }, data: { ...data, status } }),
    async () => illegalMove(await findDevRequirement(tx, current.id), action),
  );
}

/** Submits a draft or a rejected requirement into the first node of its process (the default when none chosen). */
export async function submitDevRequirement(ctx: RequestContext, id: number) {
  assertCan(ctx, 'productDev.edit');
  const current = await findDevRequirement(ctx.db, id);
  if (!devRequirementCan('submit', current.status)) throw illegalMove(current, 'submit');
  const process =
    current.templateId != null
      ? await findProcess(ctx.db, current.templateId, 'templateId')
      : await ctx.db.devProcessTemplate.findFirst({ where: { isDefault: true } });
  if (!process) throw new BusinessError('productDev.noDefaultProcess');
  const nodes = nodesOf(process.nodes);
  if (nodes.length === 0) throw new BusinessError('productDev.noDefaultProcess');
  await ctx.db.$transaction(async (tx) => {
    const round = current.round + 1;
    const status = await claim(tx, current, 'submit', {
      nodes: nodes as unknown as Prisma.InputJsonValue,
      templateId: process.id,
      currentNode: 0,
      round,
      submittedAt: new Date(),
    });
    await record(tx, ctx, current, { action: 'submit', status, nodeIndex: 0, nodeName: nodes[0].name, round });
  });
  return findDevRequirement(ctx.db, id);
}

/** The users allowed at a node now: the named users, or the enabled holders of its roles. */
async function requiredApprovers(db: Db, node: DevNode): Promise<number[]> {
  if (node.approverType === 'user') return node.userIds;
  const users = await db.user.findMany({ where: { roleId: { in: node.roleIds }, status: 'enabled', isMain: false }, select: { id: true } });
  return users.map((u) => u.id);
}

/** The submitted requirement and its current node, refused unless the caller is one of the node's approvers. */
async function atNode(ctx: RequestContext, id: number, action: 'approveNode' | 'rejectNode') {
  const current = await findDevRequirement(ctx.db, id);
  if (!devRequirementCan(action, current.status)) throw illegalMove(current, action);
  const node = nodesOf(current.nodes)[current.currentNode];
  if (!node) throw illegalMove(current, action);
  const actor = requireActor(ctx);
  if (!devNodeAllows(node, { userId: actor.userId, roleId: actor.roleId, isMain: actor.isMain })) {
    throw new BusinessError('productDev.notAllowedAtNode', { node: node.name, number: current.number });
  }
  return { current, node, actor };
}

/** An approval or a rejection at the current node: claims the step, then writes it in the history at the node and round it was taken. */
async function decideAtNode(
  tx: Tx,
  ctx: RequestContext,
  current: DevRequirementRow,
  node: DevNode,
  decision: 'approve' | 'reject',
  comment: string | undefined,
  action: DevRequirementAction,
  data: Prisma.DevRequirementUpdateManyMutationInput,
) {
  const status = await claim(tx, current, action, data);
  await record(tx, ctx, current, { action: decision, status, nodeIndex: current.currentNode, nodeName: node.name, round: current.round, comment });
}

export async function approveDevRequirement(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'productDev.approve');
  const input = parseInput(devApproveInput, raw);
  const { current, node, actor } = await atNode(ctx, input.id, 'approveNode');
  const nodes = nodesOf(current.nodes);
  await ctx.db.$transaction(async (tx) => {
    const earlier = await tx.devRequirementHistory.findMany({
      where: { requirementId: current.id, action: 'approve', nodeIndex: current.currentNode, round: current.round },
      select: { userId: true },
    });
    const approved = earlier.map((h) => h.userId);
    if (approved.includes(actor.userId)) throw new BusinessError('productDev.alreadyApproved', { node: node.name });
    const passes = devNodePasses(node, await requiredApprovers(tx, node), [...approved, actor.userId], actor.isMain);
    const step = devApproveStep(current.currentNode, nodes.length, passes);
    const moved = step.nodeIndex !== current.currentNode;
    const round = moved ? current.round + 1 : current.round;
    await decideAtNode(tx, ctx, current, node, 'approve', input.comment, step.action, {
      currentNode: step.nodeIndex,
      round,
      ...(moved ? {} : { updatedAt: new Date() }),
    });
  });
  return findDevRequirement(ctx.db, input.id);
}

export async function rejectDevRequirement(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'productDev.approve');
  const input = parseInput(devRejectInput, raw);
  const { current, node } = await atNode(ctx, input.id, 'rejectNode');
  await ctx.db.$transaction(async (tx) => {
    const step = devRejectStep(current.currentNode);
    await decideAtNode(tx, ctx, current, node, 'reject', input.comment, step.action, { currentNode: step.nodeIndex, round: current.round + 1 });
  });
  return findDevRequirement(ctx.db, input.id);
}

/**
 * Marks an approved requirement complete: claims it first (so two clicks create one product), then
 * creates its product in the product library through the catalog service (addProduct: every product
 * rule, SPU / SKU included; productDev.complete itself grants creating that product); when that refuses, the claim is given back and the refusal
 * answered, nothing kept.
 */
export async function completeDevRequirement(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'productDev.complete');
  const input = parseInput(devCompleteInput, raw);
  const current = await findDevRequirement(ctx.db, input.id);
  if (!devRequirementCan('complete', current.status)) throw illegalMove(current, 'complete');
  await ctx.db.$transaction((tx) => claim(tx, current, 'complete', { completedAt: new Date() }));
  let productId: number;
  try {
    const product = await addProduct(ctx, {
      spu: input.spu,
      name: current.name.slice(0, 50),
      category: current.category,
      developerId: current.creatorId,
      platforms: current.platforms,
      mainImage: current.images[0] ?? '',
      images: current.images,
      declareValue: current.customsPrice.toString(),
      remark: `${current.number} ${current.remark}`.trim().slice(0, 500),
      skus: [{ sku: input.sku, purchasePrice: current.targetPurchasePriceMax.toString(), price: current.expectedPriceMax.toString() }],
    });
    productId = product.id;
  } catch (err) {
    await ctx.db.devRequirement.updateMany({
      where: { id: current.id, status: 'completed', productId: null },
      data: { status: 'approved', completedAt: null },
    });
    // the catalog names the first SKU skus.0.sku; the completion form calls it sku
    if (err instanceof ValidationError) throw new ValidationError(err.issues.map((i) => (i.field.startsWith('skus.0.') ? { ...i, field: 'sku' } : i)));
    throw err;
  }
  await ctx.db.$transaction(async (tx) => {
    await tx.devRequirement.updateMany({ where: { id: current.id }, data: { productId } });
    await record(tx, ctx, current, { action: 'complete', status: 'completed', comment: input.comment });
  });
  return findDevRequirement(ctx.db, input.id);
}

/** The requirement's history, oldest first. */
export function devRequirementHistory(ctx: RequestContext, requirementId: number) {
  return ctx.db.devRequirementHistory.findMany({ where: { requirementId }, orderBy: { id: 'asc' } });
}

/** May the caller act at the requirement's current node now (the detail shows approve / reject)? */
export function canActAtNode(ctx: RequestContext, r: DevRequirementRow): boolean {
  if (r.status !== 'submitted' || !ctx.actor) return false;
  const node = nodesOf(r.nodes)[r.currentNode];
  return !!node && devNodeAllows(node, { userId: ctx.actor.userId, roleId: ctx.actor.roleId, isMain: ctx.actor.isMain });
}

/** The company's roles and enabled accounts for the node editor's approver pickers. */
export async function devApproverOptions(ctx: RequestContext) {
  assertCan(ctx, DEV_PROCESS_PAGE);
  const [roles, users] = await Promise.all([
    ctx.db.role.findMany({ select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
    ctx.db.user.findMany({ where: { status: 'enabled' }, select: { id: true, realname: true, username: true }, orderBy: { id: 'asc' } }),
  ]);
  return { roles, users: users.map((u) => ({ id: u.id, name: u.realname || u.username })) };
}
