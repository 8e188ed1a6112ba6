// Crawler entries of the image space (issue 24 item 1; see DomainOperations in operations.ts). The
// seed uploads a real picture into a group and recycles a second one; company A aiming at B's ids
// gets "not found" (a foreign group is not found either).
import { TINY_PNG } from '../src/modules/storage/multipart.testing';
import { createImageGroup, recycleImages, storeImageBytes } from '../src/modules/images/images.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;

export const imageOperations: DomainOperations = {
  operations: [
    {
      field: 'imageFiles',
      query: 'query($f: ImageFileFilter) { imageFiles(first: 100, filter: $f) { totalCount edges { node { id url } } } }',
      variables: (i) => ({ f: { groupId: i.imgGroupId } }),
      foreign: { list: 'imgFileId' },
    },
    {
      field: 'imageFile',
      query: 'query($id: Int!) { imageFile(id: $id) { id url purgeAt uploadedByName } }',
      variables: (i) => ({ id: i.imgFileId }),
      foreign: 'null',
    },
    { field: 'imageGroups', query: '{ imageGroups { ungroupedCount groups { id name fileCount } } }', variables: () => ({}) },
    { field: 'imageSpaceUsage', query: '{ imageSpaceUsage { usedBytes capacityBytes fileCount recycledCount } }', variables: () => ({}) },
    {
      field: 'imageUsage',
      query: `query($id: Int!) { imageUsage(id: $id) { ${E} ... on QueryImageUsageSuccess { data { kind id label } } } }`,
      variables: (i) => ({ id: i.imgFileId }),
      foreign: 'notFound',
    },
    {
      field: 'createImageGroup',
      query: `mutation($i: ImageGroupInput!) { createImageGroup(input: $i) { ${V} } }`,
      variables: () => ({ i: { name: `Crawl ${Math.random().toString(36).slice(2, 8)}` } }),
    },
    {
      field: 'renameImageGroup',
      query: `mutation($id: Int!, $i: ImageGroupInput!) { renameImageGroup(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.imgGroupId, i: { name: 'Renamed by the crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteImageGroup',
      query: `mutation($id: Int!) { deleteImageGroup(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.imgGroupId }),
      foreign: 'notFound',
    },
    {
      field: 'moveImages',
      query: `mutation($i: MoveImagesInput!) { moveImages(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { ids: [i.imgFileId], groupId: i.imgGroupId } }),
      foreign: 'notFound',
    },
    {
      field: 'recycleImages',
      query: `mutation($i: ImageIdsInput!) { recycleImages(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { ids: [i.imgFileId] } }),
      foreign: 'notFound',
    },
    {
      field: 'restoreImages',
      query: `mutation($i: ImageIdsInput!) { restoreImages(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { ids: [i.imgRecycledId] } }),
      foreign: 'notFound',
    },
    {
      field: 'purgeImages',
      query: `mutation($i: ImageIdsInput!) { purgeImages(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { ids: [i.imgRecycledId] } }),
      foreign: 'notFound',
    },
    {
      field: 'uploadImageByUrl',
      // a loopback address: refused before any download, so the crawl never reaches the network
      query: `mutation($i: UploadImageByUrlInput!) { uploadImageByUrl(input: $i) { ${V} } }`,
      // a foreign group is a field error on cateId, as an unknown one (tenancy-ids compares the two)
      variables: (i) => ({ i: { imageUrl: 'http://127.0.0.1:9/crawl.png', cateId: i.imgGroupId } }),
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const group = await createImageGroup(ctx, { name: `Crawl ${tag}` });
    const file = await storeImageBytes(ctx, TINY_PNG, { name: `crawl-${tag}.png`, groupId: group.id, source: 'editor' });
    const recycled = await storeImageBytes(ctx, TINY_PNG, { name: `bin-${tag}.png`, groupId: null, source: 'editor' });
    await recycleImages(ctx, { ids: [recycled.id] });
    return { imgGroupId: group.id, imgFileId: file.id, imgRecycledId: recycled.id };
  },

  async snapshot(db, companyId) {
    return Promise.all([
      db.imageGroup.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.imageFile.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
  },
};
