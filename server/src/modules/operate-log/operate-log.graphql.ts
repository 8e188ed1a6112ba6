import { PAGE_SIZE_MAX } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import { operateLogWhere } from './operate-log.service';

builder.prismaObject('OperateLog', {
  description: 'One recorded operation: who, what, when, and whether it succeeded',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId', { nullable: true }),
    username: t.exposeString('username'),
    apiClientId: t.exposeInt('apiClientId', {
      nullable: true,
      description: "Set when a third-party tool's API client made the call (username is then its name)",
    }),
    action: t.exposeString('action'),
    module: t.exposeString('module'),
    detail: t.expose('detail', { type: 'JSON' }),
    success: t.exposeBoolean('success'),
    errorCode: t.exposeString('errorCode'),
    ip: t.exposeString('ip'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OperateLogFilter = builder.inputType('OperateLogFilter', {
  fields: (t) => ({
    userId: t.int(),
    action: t.string(),
    module: t.string(),
    success: t.boolean(),
    from: t.field({ type: 'DateTime' }),
    to: t.field({ type: 'DateTime' }),
  }),
});

builder.queryField('operateLogs', (t) =>
  t.prismaConnection({
    type: 'OperateLog',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'operateLog' },
    description: 'Newest first',
    args: {
      offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }),
      filter: t.arg({ type: OperateLogFilter }),
    },
    resolve: (query, _r, args, ctx) =>
      ctx.db.operateLog.findMany({ ...withOffset(query, args.offset), where: operateLogWhere(ctx, compact(args.filter ?? {})), orderBy: { id: 'desc' } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.operateLog.count({ where: operateLogWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
);
