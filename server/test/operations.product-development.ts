// Crawler entries of product development (issue 24 item 5; see DomainOperations in operations.ts).
// The seed makes a one-node process (the company's main account approves) and a submitted
// requirement; company A aiming at B's ids gets "not found" (a foreign process is a field error on
// templateId, as an unknown one).
import { createDevProcess, createDevRequirement, submitDevRequirement } from '../src/modules/product-development/product-development.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;
const node = (userId: number) => ({ name: 'Check', approverType: 'user', rule: 'any', roleIds: [], userIds: [userId] });

export const productDevelopmentOperations: DomainOperations = {
  operations: [
    {
      field: 'devRequirements',
      query: 'query { devRequirements(first: 100) { totalCount edges { node { id number } } } }',
      variables: () => ({}),
      foreign: { list: 'devRequirementId' },
    },
    {
      field: 'devRequirement',
      query: 'query($id: Int!) { devRequirement(id: $id) { id number history { id } } }',
      variables: (i) => ({ id: i.devRequirementId }),
      foreign: 'null',
    },
    { field: 'devRequirementStatusCounts', query: '{ devRequirementStatusCounts { status count } }', variables: () => ({}) },
    { field: 'devProcesses', query: '{ devProcesses { id name nodes { name } } }', variables: () => ({}) },
    { field: 'devApproverOptions', query: '{ devApproverOptions { roles { id name } users { id name } } }', variables: () => ({}) },
    { field: 'devProcessOptions', query: '{ devProcessOptions { id name } }', variables: () => ({}) },
    {
      field: 'createDevProcess',
      query: `mutation($i: DevProcessInput!) { createDevProcess(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { name: `Crawl ${Math.random().toString(36).slice(2, 8)}`, nodes: [{ ...node(i.subId) }] } }),
    },
    {
      field: 'updateDevProcess',
      query: `mutation($id: Int!, $i: DevProcessInput!) { updateDevProcess(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.devProcessId, i: { name: 'Crawl renamed', nodes: [{ ...node(i.subId) }] } }),
      foreign: 'notFound',
    },
    {
      field: 'setDefaultDevProcess',
      query: `mutation($id: Int!) { setDefaultDevProcess(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.devProcessId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteDevProcess',
      query: `mutation($id: Int!) { deleteDevProcess(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.devProcessId }),
      foreign: 'notFound',
    },
    {
      field: 'createDevRequirement',
      query: `mutation($i: DevRequirementInput!) { createDevRequirement(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { name: 'Crawl idea', templateId: i.devProcessId } }),
    },
    {
      field: 'updateDevRequirement',
      query: `mutation($id: Int!, $i: DevRequirementInput!) { updateDevRequirement(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.devDraftId, i: { name: 'Crawl edit', templateId: i.devProcessId } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteDevRequirement',
      query: `mutation($id: Int!) { deleteDevRequirement(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.devDraftId }),
      foreign: 'notFound',
    },
    {
      field: 'submitDevRequirement',
      query: `mutation($id: Int!) { submitDevRequirement(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.devDraftId }),
      foreign: 'notFound',
    },
    {
      field: 'approveDevRequirement',
      query: `mutation($i: ApproveDevRequirementInput!) { approveDevRequirement(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.devRequirementId } }),
      foreign: 'notFound',
    },
    {
      field: 'rejectDevRequirement',
      query: `mutation($i: RejectDevRequirementInput!) { rejectDevRequirement(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.devRequirementId, comment: 'Crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'completeDevRequirement',
      query: `mutation($i: CompleteDevRequirementInput!) { completeDevRequirement(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.devRequirementId, spu: 'CRAWL-SPU', sku: 'CRAWL-SKU' } }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const process = await createDevProcess(ctx, { name: `Crawl ${tag}`, nodes: [node(company.userId)] });
    const submitted = await createDevRequirement(ctx, { name: `Crawl ${tag}` });
    await submitDevRequirement(ctx, submitted.id);
    const draft = await createDevRequirement(ctx, { name: `Draft ${tag}` });
    // a second process, not the default, that the delete crawl may remove
    const spare = await createDevProcess(ctx, { name: `Spare ${tag}`, nodes: [node(company.userId)] });
    return { devRequirementId: submitted.id, devDraftId: draft.id, devProcessId: spare.id, devDefaultProcessId: process.id };
  },

  async snapshot(db, companyId) {
    return Promise.all([
      db.devProcessTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.devRequirement.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.devRequirementHistory.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
  },
};
