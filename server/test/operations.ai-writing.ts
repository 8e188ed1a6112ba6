// Crawler entries of the AI writing helpers (issue 24 item 7; see DomainOperations in operations.ts).
// The seed makes a prompt template; company A aiming at B's template is "not found", B's template or
// listing in a generation or an apply is a field error as an unknown one. Without AI_BASE_URL the
// generation and chat answer "not configured" before any provider call, so the crawl never leaves
// the machine.
import { createAiTemplate } from '../src/modules/ai-writing/ai-writing.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;

export const aiWritingOperations: DomainOperations = {
  operations: [
    { field: 'aiWritingStatus', query: '{ aiWritingStatus { configured model } }', variables: () => ({}) },
    {
      field: 'aiCommandTemplates',
      query: '{ aiCommandTemplates(first: 100) { totalCount edges { node { id name } } } }',
      variables: () => ({}),
      foreign: { list: 'aiTemplateId' },
    },
    { field: 'aiChatMessages', query: '{ aiChatMessages { id role content } }', variables: () => ({}) },
    {
      field: 'createAiCommandTemplate',
      query: `mutation($i: AiCommandTemplateInput!) { createAiCommandTemplate(input: $i) { ${V} } }`,
      variables: () => ({ i: { name: `Crawl ${Math.random().toString(36).slice(2, 8)}`, kind: 'title', prompt: 'Title for {{title}}' } }),
    },
    {
      field: 'updateAiCommandTemplate',
      query: `mutation($id: Int!, $i: AiCommandTemplateInput!) { updateAiCommandTemplate(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.aiTemplateId, i: { name: 'Renamed by the crawl', kind: 'title', prompt: 'x' } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteAiCommandTemplate',
      query: `mutation($id: Int!) { deleteAiCommandTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.aiTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'generateAiText',
      query: `mutation($i: AiGenerateInput!) { generateAiText(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { kind: 'title', templateId: i.aiTemplateId, listingId: i.lsListingId, title: 'Mug' } }),
    },
    {
      field: 'applyAiToListing',
      query: `mutation($i: AiApplyInput!) { applyAiToListing(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { listingId: i.lsListingId, keywords: ['crawl'] } }),
    },
    {
      field: 'sendAiChatMessage',
      query: `mutation($i: AiChatInput!) { sendAiChatMessage(input: $i) { ${V} } }`,
      variables: () => ({ i: { message: 'Hello from the crawl' } }),
    },
    { field: 'clearAiChat', query: `mutation { clearAiChat { ${E} } }`, variables: () => ({}) },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const t = await createAiTemplate(ctx, { name: `Crawl ${tag}`, kind: 'description', prompt: 'Describe {{title}}' });
    return { aiTemplateId: t.id };
  },

  async snapshot(db, companyId) {
    return Promise.all([
      db.aiCommandTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.aiChatMessage.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
  },
};
