// GraphQL of product development (/productDev, /developmentProcessSetting; issue 24 item 5): process
// templates with their nodes, requirements with status tabs, history and whether the caller may act
// at the current node, and a mutation per action of DEV_REQUIREMENT_TRANSITIONS.
import { DEV_APPROVAL_RULES, DEV_APPROVER_TYPES, DEV_REQUIREMENT_STATUSES, DEV_SUPPLIER_TYPES, type DevNode } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, figuresOf, nameFields, reading, rowCommandsOn } from '../../graphql/fields';
import { statusCountType, statusEnum } from '../../graphql/enums';
import { listAndOne } from '../../graphql/pagination';
import { inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { loadUserName } from '../../platform/lookups';
import * as dev from './product-development.service';

const DevRequirementStatusEnum = statusEnum('DevRequirementStatus', DEV_REQUIREMENT_STATUSES, 'DEV_REQUIREMENT_TRANSITIONS of @erp/schema (spec 02 §4)');

const NodeRef = builder.objectRef<DevNode>('DevProcessNode');
NodeRef.implement({
  description: 'One node of a development process: who approves and whether any one or all of them must',
  fields: (t) => ({
    ...exposeFields(t, {
      name: 'String',
      approverType: `String: ${DEV_APPROVER_TYPES.join(' | ')}`,
      rule: `String: ${DEV_APPROVAL_RULES.join(' | ')} (any: one approval passes; all: every approver)`,
    }),
    roleIds: t.exposeIntList('roleIds'),
    userIds: t.exposeIntList('userIds'),
    approverNames: t.stringList({
      description: 'The names of the roles or users',
      resolve: async (n, _a, ctx) => {
        if (n.approverType === 'role') {
          const roles = await ctx.db.role.findMany({ where: { id: { in: n.roleIds } }, select: { id: true, name: true } });
          return n.roleIds.map((id) => roles.find((r) => r.id === id)?.name ?? `#${id}`);
        }
        return Promise.all(n.userIds.map((id) => loadUserName(ctx, id)));
      },
    }),
  }),
});

builder.prismaObject('DevProcessTemplate', {
  description: 'A development process template (spec 02 §3): 1 to 20 ordered nodes; one default per company',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', name: 'String', isDefault: 'Boolean', remark: 'String', createdAt: 'DateTime', updatedAt: 'DateTime' }),
    nodes: t.field({ type: [NodeRef], resolve: (p) => dev.nodesOf(p.nodes) }),
  }),
});

builder.prismaObject('DevRequirementHistory', {
  description: 'One step of a requirement: who, when, at which node, with the comment',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      action: 'String: create | edit | submit | approve | reject | complete',
      nodeIndex: 'Int: The node acted at (-1: none)',
      nodeName: 'String',
      userId: 'Int',
      comment: 'String',
      status: 'String: The status after the step',
      createdAt: 'DateTime',
    }),
    ...nameFields(t, { userName: ['userId', loadUserName] }),
  }),
});

builder.prismaObject('DevRequirement', {
  description: 'A product development requirement (spec 02 §3)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', number: 'String: Requirement number', name: 'String', category: 'String' }),
    status: t.expose('status', { type: DevRequirementStatusEnum }),
    platforms: t.exposeIntList('platforms', { description: 'Sales platforms (platform type numbers)' }),
    sites: t.exposeStringList('sites'),
    ...exposeFields(t, {
      expectedPriceMin: 'Decimal: Expected selling price range (0: not given)',
      expectedPriceMax: 'Decimal',
      targetPurchasePriceMin: 'Decimal: Target purchase price range (0: not given)',
      targetPurchasePriceMax: 'Decimal',
      customsPrice: 'Decimal',
      supplierType: `String: ${DEV_SUPPLIER_TYPES.join(' | ')}`,
      remark: 'String',
      templateId: 'Int?: The chosen process (null: the default at submission)',
      currentNode: 'Int: Index of the current node while submitted',
      productId: 'Int?: The product-library product created at completion',
      submittedAt: 'DateTime?',
      completedAt: 'DateTime?',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
    competitorLinks: t.exposeStringList('competitorLinks'),
    images: t.exposeStringList('images'),
    ...nameFields(t, { creatorName: ['creatorId', loadUserName] }),
    nodes: t.field({ type: [NodeRef], description: 'The nodes copied from the process at submission', resolve: (r) => dev.nodesOf(r.nodes) }),
    currentNodeName: t.string({
      description: "The node it waits at ('' unless submitted)",
      resolve: (r) => (r.status === 'submitted' ? (dev.nodesOf(r.nodes)[r.currentNode]?.name ?? '') : ''),
    }),
    templateName: t.string({
      resolve: async (r, _a, ctx) =>
        r.templateId ? ((await ctx.db.devProcessTemplate.findFirst({ where: { id: r.templateId }, select: { name: true } }))?.name ?? '') : '',
    }),
    productSpu: t.string({
      description: "The created product's SPU ('' : none)",
      resolve: async (r, _a, ctx) => (r.productId ? ((await ctx.db.product.findFirst({ where: { id: r.productId }, select: { spu: true } }))?.spu ?? '') : ''),
    }),
    canAct: t.boolean({ description: 'May the caller approve or reject at the current node', resolve: (r, _a, ctx) => dev.canActAtNode(ctx, r) }),
    history: t.relation('history', { query: { orderBy: { id: 'asc' } } }),
  }),
});

const Filter = plainInput('DevRequirementFilter', {
  status: inputOf(DevRequirementStatusEnum),
  keyword: 'String: Number, name, category or remark',
});
const CountFilter = plainInput('DevRequirementCountFilter', { keyword: 'String' });
const NodeInput = plainInput('DevProcessNodeInput', {
  name: 'String!',
  approverType: `String!: ${DEV_APPROVER_TYPES.join(' | ')}`,
  rule: `String!: ${DEV_APPROVAL_RULES.join(' | ')}`,
  roleIds: 'Int[]!: Roles of the company (approverType role)',
  userIds: 'Int[]!: Users of the company (approverType user)',
});
const ProcessInput = plainInput('DevProcessInput', {
  name: 'String!',
  isDefault: 'Boolean: Make it the default process',
  remark: 'String',
  nodes: linesOf(NodeInput, '1 to 20 nodes in order'),
});
const RequirementInput = plainInput('DevRequirementInput', {
  name: 'String!',
  category: 'String',
  platforms: 'Int[]: Sales platforms (platform type numbers)',
  sites: 'String[]',
  expectedPriceMin: 'Decimal',
  expectedPriceMax: 'Decimal',
  targetPurchasePriceMin: 'Decimal',
  targetPurchasePriceMax: 'Decimal',
  customsPrice: 'Decimal',
  supplierType: `String: ${DEV_SUPPLIER_TYPES.join(' | ')}`,
  competitorLinks: 'String[]',
  images: 'String[]',
  remark: 'String',
  templateId: 'Int: A process of the company; none: the default',
});
const ApproveInput = plainInput('ApproveDevRequirementInput', { id: 'Int!', comment: 'String' });
const RejectInput = plainInput('RejectDevRequirementInput', { id: 'Int!', comment: 'String!: The reason (required)' });
const CompleteInput = plainInput('CompleteDevRequirementInput', {
  id: 'Int!',
  spu: 'String!: SPU of the product-library product to create',
  sku: 'String!: Its first SKU',
  comment: 'String',
});

const OptionRef = builder.objectRef<{ id: number; name: string }>('DevApproverOption');
OptionRef.implement({ fields: (t) => exposeFields(t, { id: 'Int', name: 'String' }) });
const OptionsRef = builder.objectRef<Awaited<ReturnType<typeof dev.devApproverOptions>>>('DevApproverOptions');
OptionsRef.implement({
  description: "The company's roles and enabled accounts (the node editor's approver pickers)",
  fields: (t) => ({
    roles: t.field({ type: [OptionRef], resolve: (o) => o.roles }),
    users: t.field({ type: [OptionRef], resolve: (o) => o.users }),
  }),
});

const StatusCount = statusCountType('DevRequirementStatusCount', DevRequirementStatusEnum);
const queries = listAndOne('DevRequirement', 'productDev', Filter, (ctx) => ctx.db.devRequirement, dev.devRequirementWhere, { id: 'desc' });
builder.queryFields((t) => ({
  devRequirements: t.prismaConnection(queries.list),
  devRequirement: t.prismaField(queries.one),
  devRequirementStatusCounts: t.field(
    figuresOf(StatusCount, 'productDev', CountFilter, dev.devRequirementStatusCounts, 'Requirements per status (status tabs)'),
  ),
  devProcesses: t.prismaField({
    type: ['DevProcessTemplate'],
    ...reading('developmentProcessSetting'),
    description: 'The development processes, the default first',
    resolve: (_q, _r, _a, ctx) => dev.devProcesses(ctx),
  }),
  devApproverOptions: t.field({ type: OptionsRef, ...reading('developmentProcessSetting'), resolve: (_r, _a, ctx) => dev.devApproverOptions(ctx) }),
  devProcessOptions: t.prismaField({
    type: ['DevProcessTemplate'],
    ...reading('productDev'),
    description: "The processes a requirement may choose (the requirement form's picker)",
    resolve: (_q, _r, _a, ctx) => dev.devProcessOptions(ctx),
  }),
}));

const ext = { operateModule: 'productDev' };
const edit = command('productDev.edit', ext);
const approve = command('productDev.approve', ext);
const complete = command('productDev.complete', ext);
const processUpdate = command('developmentProcess.update', { operateModule: 'developmentProcessSetting' });
const onRequirement = rowCommandsOn('DevRequirement');
const onProcess = rowCommandsOn('DevProcessTemplate');
builder.mutationFields((t) => ({
  createDevProcess: t.prismaField(onProcess.byInput(processUpdate, ProcessInput, dev.createDevProcess, 'A process template (the first one is the default)')),
  updateDevProcess: t.prismaField(
    onProcess.byIdInput(processUpdate, ProcessInput, dev.updateDevProcess, 'Edits a process; requirements in progress keep their nodes'),
  ),
  setDefaultDevProcess: t.prismaField(onProcess.byId(processUpdate, dev.setDefaultDevProcess, 'Makes the process the default (the only one)')),
  deleteDevProcess: t.field(commandsOn('Int').byId(processUpdate, dev.deleteDevProcess, 'Deletes a process that is not the default')),
  createDevRequirement: t.prismaField(onRequirement.byInput(edit, RequirementInput, dev.createDevRequirement, 'A draft requirement')),
  updateDevRequirement: t.prismaField(onRequirement.byIdInput(edit, RequirementInput, dev.updateDevRequirement, 'Edits a draft or rejected requirement')),
  deleteDevRequirement: t.field(commandsOn('Int').byId(edit, dev.deleteDevRequirement, 'Deletes a draft or rejected requirement')),
  submitDevRequirement: t.prismaField(onRequirement.byId(edit, dev.submitDevRequirement, 'Draft or rejected → the first node of its process')),
  approveDevRequirement: t.prismaField(
    onRequirement.byInput(
      approve,
      ApproveInput,
      dev.approveDevRequirement,
      "Approves at the current node (the node's approvers only): next node, or approved after the last",
    ),
  ),
  rejectDevRequirement: t.prismaField(
    onRequirement.byInput(
      approve,
      RejectInput,
      dev.rejectDevRequirement,
      'Rejects at the current node with a reason: previous node, or back to the author from the first',
    ),
  ),
  completeDevRequirement: t.prismaField(
    onRequirement.byInput(
      complete,
      CompleteInput,
      dev.completeDevRequirement,
      'Approved → completed: creates its product in the product library (productDev.complete includes creating it)',
    ),
  ),
}));
