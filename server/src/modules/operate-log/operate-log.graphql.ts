import { builder } from '../../graphql/builder';
import { exposeFields, pageList } from '../../graphql/fields';
import { filteredList } from '../../graphql/pagination';
import { compact, plainInput } from '../../graphql/inputs';
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

const OperateLogFilter = plainInput('OperateLogFilter', {
  userId: 'Int',
  action: 'String',
  module: 'String',
  success: 'Boolean',
  from: 'DateTime',
  to: 'DateTime',
});

builder.queryField('operateLogs', (t) =>
  t.prismaConnection({
    type: 'OperateLog',
    ...pageList,
    authScopes: { permission: 'operateLog' },
    description: 'Newest first',
    ...filteredList(
      OperateLogFilter,
      (ctx) => ctx.db.operateLog,
      (ctx, f) => operateLogWhere(ctx, compact(f ?? {})),
      { id: 'desc' },
    ),
  }),
);
