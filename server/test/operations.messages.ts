// Crawler entries of the message center (see DomainOperations in operations.ts).
// Bulletins are service-wide (every company reads the same published ones), so they have no
// foreign expectation; notices and settings are per user and must never cross companies.
import { notify } from '../src/modules/messages/notices.service';
import type { DomainOperations } from './operations';

const R = '{ __typename ... on Error { messageId } }';

export const messageOperations: DomainOperations = {
  operations: [
    { field: 'bulletins', query: '{ bulletins(first: 50) { totalCount edges { node { id } } } }', variables: () => ({}) },
    { field: 'bulletin', query: 'query($id: Int!) { bulletin(id: $id) { id } }', variables: (i) => ({ id: i.noticeId }) },
    { field: 'alertBulletins', query: '{ alertBulletins { id } }', variables: () => ({}) },
    { field: 'messageNoticeSummary', query: '{ messageNoticeSummary { count group { type unRead messages { id } } } }', variables: () => ({}) },
    {
      field: 'messageNotices',
      query: '{ messageNotices(first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'noticeId' },
    },
    { field: 'messageNoticeSettings', query: '{ messageNoticeSettings { type level enabled } }', variables: () => ({}) },
    {
      // Another company's notice id matches nothing of the caller's: the "nothing to mark" result, B unchanged.
      field: 'markMessageNoticesRead',
      query: `mutation($i: MarkMessageNoticesReadInput!) { markMessageNoticesRead(input: $i) ${R} }`,
      variables: (i) => ({ i: { ids: [i.noticeId] } }),
    },
    {
      field: 'updateMessageNoticeSettings',
      query: `mutation($i: [MessageNoticeSettingInput!]!) { updateMessageNoticeSettings(input: $i) ${R} }`,
      variables: () => ({ i: [{ type: '12', level: 'LOW', enabled: true }] }),
    },
  ],
  // Operator-only fields (bulletin publishing). They need an operator token, which no company
  // has, so the company crawls cannot run them; listed here to keep coverage complete.
  // messages.test.ts proves anonymous → UNAUTHENTICATED, company accounts → FORBIDDEN, operator → works.
  publicOperations: ['operatorBulletins', 'publishBulletin', 'updateBulletin', 'deleteBulletin'],
  async seed(app, company, tag) {
    await notify(app.platform, { companyId: company.companyId, userIds: [company.userId], type: '1', title: `crawl notice ${tag}`, otherBillNum: tag });
    const notice = await app.platform.database.prisma.messageNotice.findFirstOrThrow({
      where: { companyId: company.companyId, userId: company.userId },
      orderBy: { id: 'desc' },
    });
    return { noticeId: notice.id };
  },
  async snapshot(db, companyId) {
    const [notices, settings] = await Promise.all([
      db.messageNotice.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.messageNoticeSetting.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
    return { notices, settings };
  },
};
