// Crawler entries of the image tools (issue 24 item 2; see DomainOperations in operations.ts): a
// watermark template, a picture and a finished run are seeded; company A aiming at B's template,
// picture, group or run gets "not found" (or the field error an unknown id gets).
import { TINY_PNG } from '../src/modules/storage/multipart.testing';
import { storeImageBytes, createImageGroup } from '../src/modules/images/images.service';
import { createWatermarkTemplate, startImageToolRun } from '../src/modules/image-tools/image-tools.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;

export const imageToolOperations: DomainOperations = {
  operations: [
    {
      field: 'watermarkTemplates',
      query: 'query { watermarkTemplates(first: 100) { totalCount edges { node { id name } } } }',
      variables: () => ({}),
      foreign: { list: 'wmTemplateId' },
    },
    {
      field: 'imageToolRun',
      query: 'query($id: Int!) { imageToolRun(id: $id) { id status results { imageId status } } }',
      variables: (i) => ({ id: i.toolRunId }),
      foreign: 'null',
    },
    {
      field: 'createWatermarkTemplate',
      query: `mutation($i: WatermarkTemplateInput!) { createWatermarkTemplate(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { name: `Crawl ${Math.random().toString(36).slice(2, 8)}`, kind: 'image', imageFileId: i.toolImageId } }),
    },
    {
      field: 'updateWatermarkTemplate',
      query: `mutation($id: Int!, $i: WatermarkTemplateInput!) { updateWatermarkTemplate(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.wmTemplateId, i: { name: 'Crawled', kind: 'image', imageFileId: i.toolImageId } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteWatermarkTemplate',
      query: `mutation($id: Int!) { deleteWatermarkTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.wmTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'processImages',
      query: `mutation($i: ImageToolBatchInput!) { processImages(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { ids: [i.toolImageId], operation: 'watermark', watermarkTemplateId: i.wmTemplateId, groupId: i.toolGroupId } }),
    },
    {
      field: 'translateImages',
      query: `mutation($i: ImageTranslateInput!) { translateImages(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { ids: [i.toolImageId], target: 'en', groupId: i.toolGroupId } }),
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const group = await createImageGroup(ctx, { name: `Tools ${tag}` });
    const file = await storeImageBytes(ctx, TINY_PNG, { name: `tool-${tag}.png`, groupId: group.id, source: 'editor' });
    const template = await createWatermarkTemplate(ctx, { name: `Crawl ${tag}`, kind: 'text', text: 'CRAWL' });
    const run = await startImageToolRun(ctx, { ids: [file.id], operation: 'whiteBackground' });
    await app.platform.jobs.idle();
    return { toolImageId: file.id, toolGroupId: group.id, wmTemplateId: template.id, toolRunId: run.id };
  },

  async snapshot(db, companyId) {
    return Promise.all([
      db.watermarkTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.imageToolRun.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
  },
};
