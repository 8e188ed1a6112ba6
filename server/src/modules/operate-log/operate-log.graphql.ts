import { builder } from '../../graphql/builder';
import { exposeFields } from '../../graphql/fields';
import { readList } from '../../graphql/pagination';
import { plainInput } from '../../graphql/inputs';
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
    ...readList('OperateLog', 'operateLog', OperateLogFilter, (ctx) => ctx.db.operateLog, operateLogWhere, { id: 'desc' }),
    description: 'Newest first',
  }),
);
