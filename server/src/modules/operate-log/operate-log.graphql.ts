import { builder } from '../../graphql/builder';
import { exposeFields, pageList } from '../../graphql/fields';
import { filteredList } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import { operateLogWhere } from './operate-log.service';

builder.prismaObject('OperateLog', {
  description: 'One recorded operation: who, what, when, and whether it succeeded',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', userId: 'Int?', username: 'String' }),
    apiClientId: t.exposeInt('apiClientId', {
      nullable: true,
      description: "Set when a third-party tool's API client made the call (username is then its name)",
    }),
    ...exposeFields(t, { action: 'String', module: 'String', detail: 'JSON', success: 'Boolean', errorCode: 'String', ip: 'String', createdAt: 'DateTime' }),
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
    ...pageList,
    authScopes: { permission: 'operateLog' },
    description: 'Newest first',
    ...filteredList(
      t,
      OperateLogFilter,
      (ctx) => ctx.db.operateLog,
      (ctx, f) => operateLogWhere(ctx, compact(f ?? {})),
      { id: 'desc' },
    ),
  }),
);
