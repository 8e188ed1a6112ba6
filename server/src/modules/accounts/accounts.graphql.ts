import { PAGE_SIZE_MAX } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import { requireActor } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import * as accounts from './accounts.service';

export const UserStatusEnum = builder.enumType('UserStatus', { values: ['enabled', 'disabled'] as const });

builder.prismaObject('User', {
  description: 'A main account or sub-account of the company',
  fields: (t) => ({
    id: t.exposeInt('id'),
    username: t.exposeString('username'),
    realname: t.exposeString('realname'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    status: t.expose('status', { type: UserStatusEnum }),
    isMain: t.exposeBoolean('isMain'),
    role: t.relation('role', { nullable: true }),
    allowShopIds: t.exposeIntList('allowShopIds', { description: 'Shops this account may see; empty means all' }),
    lastLoginAt: t.expose('lastLoginAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const SubAccountFilter = builder.inputType('SubAccountFilter', {
  fields: (t) => ({ keyword: t.string(), status: t.field({ type: UserStatusEnum }), roleId: t.int() }),
});
const CreateSubAccountInput = builder.inputType('CreateSubAccountInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    password2: t.string({ required: true }),
    realname: t.string({ required: true }),
    phone: t.string(),
    email: t.string(),
    roleId: t.int(),
    allowShopIds: t.intList(),
  }),
});
const UpdateSubAccountInput = builder.inputType('UpdateSubAccountInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    realname: t.string(),
    phone: t.string(),
    email: t.string(),
    roleId: t.int(),
    allowShopIds: t.intList(),
  }),
});
const ResetSubAccountPasswordInput = builder.inputType('ResetSubAccountPasswordInput', {
  fields: (t) => ({ id: t.int({ required: true }), password: t.string({ required: true }), password2: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  subAccounts: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'accounts' },
    args: {
      offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }),
      filter: t.arg({ type: SubAccountFilter }),
    },
    resolve: (query, _r, args, ctx) =>
      ctx.db.user.findMany({ ...withOffset(query, args.offset), where: accounts.subAccountWhere(ctx, compact(args.filter ?? {})), orderBy: { id: 'asc' } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.user.count({ where: accounts.subAccountWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
  subAccount: t.prismaField({
    type: 'User',
    nullable: true,
    authScopes: { permission: 'accounts' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id }, ctx) => ctx.db.user.findFirst({ ...query, where: { ...accounts.subAccountWhere(ctx), id } }),
  }),
}));

const ext = { operateModule: 'accounts' };
builder.mutationFields((t) => ({
  createSubAccount: t.prismaField({
    type: 'User',
    errors: {},
    authScopes: { permission: 'user.create' },
    extensions: ext,
    args: { input: t.arg({ type: CreateSubAccountInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => accounts.createSubAccount(ctx, compact(input)),
  }),
  updateSubAccount: t.prismaField({
    type: 'User',
    errors: {},
    authScopes: { permission: 'user.update' },
    extensions: ext,
    args: { input: t.arg({ type: UpdateSubAccountInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => accounts.updateSubAccount(ctx, { ...compact(input), ...(input.roleId === null ? { roleId: null } : {}) }),
  }),
  setSubAccountStatus: t.prismaField({
    type: 'User',
    errors: {},
    authScopes: { permission: 'user.disable' },
    extensions: ext,
    args: { id: t.arg.int({ required: true }), status: t.arg({ type: UserStatusEnum, required: true }) },
    resolve: (_q, _r, { id, status }, ctx) => accounts.setSubAccountStatus(ctx, id, status),
  }),
  resetSubAccountPassword: t.prismaField({
    type: 'User',
    errors: {},
    authScopes: { permission: 'user.resetPassword' },
    extensions: ext,
    args: { input: t.arg({ type: ResetSubAccountPasswordInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => accounts.resetSubAccountPassword(ctx, input),
  }),
}));

// `me`: the signed-in account.
builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    resolve: async (query, _r, _a, ctx) => {
      const user = await ctx.db.user.findFirst({ ...query, where: { id: requireActor(ctx).userId } });
      if (!user) throw new NotFoundError();
      return user;
    },
  }),
);
