import { builder } from '../../graphql/builder';
import { command, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { listAndOne } from '../../graphql/pagination';
import { compact, inputFields, inputOf, plainInput } from '../../graphql/inputs';
import { requireActor } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { newAccountFields } from '../auth/auth.graphql';
import * as accounts from './accounts.service';

export const UserStatusEnum = builder.enumType('UserStatus', { values: ['enabled', 'disabled'] as const });

builder.prismaObject('User', {
  description: 'A main account or sub-account of the company',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', username: 'String', realname: 'String', phone: 'String', email: 'String' }),
    status: t.expose('status', { type: UserStatusEnum }),
    isMain: t.exposeBoolean('isMain'),
    role: t.relation('role', { nullable: true }),
    ...exposeFields(t, { allowShopIds: 'Int[]: Shops this account may see; empty means all', lastLoginAt: 'DateTime?', createdAt: 'DateTime' }),
  }),
});

const SubAccountFilter = plainInput('SubAccountFilter', { keyword: 'String', status: inputOf(UserStatusEnum), roleId: 'Int' });
const CreateSubAccountInput = builder.inputType('CreateSubAccountInput', {
  fields: (t) => ({
    ...newAccountFields(t),
    ...inputFields(t, { roleId: 'Int', allowShopIds: 'Int[]' }),
  }),
});
const UpdateSubAccountInput = plainInput('UpdateSubAccountInput', {
  id: 'Int!',
  realname: 'String',
  phone: 'String',
  email: 'String',
  roleId: 'Int',
  allowShopIds: 'Int[]',
});
const ResetSubAccountPasswordInput = plainInput('ResetSubAccountPasswordInput', { id: 'Int!', password: 'String!', password2: 'String!' });

const subAccountQueries = listAndOne('User', 'accounts', SubAccountFilter, (ctx) => ctx.db.user, accounts.subAccountWhere, { id: 'asc' });

builder.queryFields((t) => ({
  subAccounts: t.prismaConnection(subAccountQueries.list),
  subAccount: t.prismaField(subAccountQueries.one),
}));

const ext = { operateModule: 'accounts' };
const userCreate = command('user.create', ext);
const userResetPassword = command('user.resetPassword', ext);
const onUser = rowCommandsOn('User');
builder.mutationFields((t) => ({
  createSubAccount: t.prismaField(onUser.byInput(userCreate, CreateSubAccountInput, accounts.createSubAccount)),
  updateSubAccount: t.prismaField({
    type: 'User',
    ...command('user.update', ext),
    args: { input: t.arg({ type: UpdateSubAccountInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => accounts.updateSubAccount(ctx, { ...compact(input), ...(input.roleId === null ? { roleId: null } : {}) }),
  }),
  setSubAccountStatus: t.prismaField({
    type: 'User',
    ...command('user.disable', ext),
    args: { id: t.arg.int({ required: true }), status: t.arg({ type: UserStatusEnum, required: true }) },
    resolve: (_q, _r, { id, status }, ctx) => accounts.setSubAccountStatus(ctx, id, status),
  }),
  resetSubAccountPassword: t.prismaField(onUser.byRawInput(userResetPassword, ResetSubAccountPasswordInput, accounts.resetSubAccountPassword)),
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
