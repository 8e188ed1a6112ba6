// GraphQL of the image space (/imageManagement; issue 24 item 1): files by group / kind / name, in
// use or in the recycle bin; groups with their counts; the space used against the edition's
// capacity; where a file is used; groups, moves, recycle / restore / purge, and upload by URL.
// Uploading files goes through REST (storage/uploadFile with cateId = the group).
import { imagePurgeAt, IMAGE_SPACE_KINDS } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, nameFields, onInt, reading, rowCommandsOn } from '../../graphql/fields';
import { listAndOne } from '../../graphql/pagination';
import { inputOf, plainInput } from '../../graphql/inputs';
import { loadUserName } from '../../platform/lookups';
import * as img from './images.service';

builder.prismaObject('ImageFile', {
  description: 'A picture or video of the image space',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      groupId: 'Int?: Its group; null: none',
      name: 'String',
      url: 'String: /files/… address',
      kind: 'String: image | video',
      ext: 'String',
      bytes: 'Int',
      width: 'Int: Pixels (0: unknown or a video)',
      height: 'Int',
      source: 'String: upload | url | editor',
      sourceUrl: 'String: The address it was downloaded from',
      recycledAt: 'DateTime?: In the recycle bin since',
      createdAt: 'DateTime',
    }),
    ...nameFields(t, { uploadedByName: ['uploadedById', loadUserName] }),
    purgeAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the recycle bin purges it (90 days after it was recycled)',
      resolve: (f) => (f.recycledAt ? imagePurgeAt(f.recycledAt) : null),
    }),
  }),
});

const GroupRef = builder.objectRef<{ id: number; name: string; fileCount: number; createdAt: Date }>('ImageGroup');
GroupRef.implement({
  description: 'A group (folder) of the image space',
  fields: (t) => exposeFields(t, { id: 'Int', name: 'String', fileCount: 'Int: Files in use (not recycled)', createdAt: 'DateTime' }),
});
const GroupsRef = builder.objectRef<Awaited<ReturnType<typeof img.imageGroups>>>('ImageGroups');
GroupsRef.implement({
  fields: (t) => ({
    groups: t.field({ type: [GroupRef], resolve: (g) => g.groups }),
    ungroupedCount: t.exposeInt('ungroupedCount', { description: 'Files in use without a group' }),
  }),
});
const UsageRef = builder.objectRef<Awaited<ReturnType<typeof img.imageSpaceUsage>>>('ImageSpaceUsage');
UsageRef.implement({
  description: "The image space's capacity (by plan edition) and what is used (the recycle bin counts until purged)",
  fields: (t) => ({
    ...exposeFields(t, { edition: 'String', fileCount: 'Int', recycledCount: 'Int', recycleDays: 'Int' }),
    usedBytes: t.float({ resolve: (u) => u.usedBytes }),
    capacityBytes: t.float({ resolve: (u) => u.capacityBytes }),
  }),
});
const UseRef = builder.objectRef<img.ImageUse>('ImageUse');
UseRef.implement({
  description: 'A product, SKU or listing that names the file',
  fields: (t) => exposeFields(t, { kind: 'String: product | sku | listing', id: 'Int', label: 'String' }),
});

const Filter = plainInput('ImageFileFilter', {
  groupId: 'Int: A group; 0: files without a group',
  keyword: 'String: In the file name',
  kind: `String: ${IMAGE_SPACE_KINDS.join(' | ')}`,
  recycled: 'Boolean: true: the recycle bin',
});
const GroupInput = plainInput('ImageGroupInput', { name: 'String!' });
const IdsInput = plainInput('ImageIdsInput', { ids: 'Int[]!' });
const MoveInput = plainInput('MoveImagesInput', { ids: 'Int[]!', groupId: 'Int: null: no group' });
const UrlInput = plainInput('UploadImageByUrlInput', {
  imageUrl: 'String!: http(s) address of a png, jpg, gif or webp image, at most 5 MB',
  cateId: inputOf('Int', 'A group; 0: none'),
});

const queries = listAndOne('ImageFile', 'imageManagement', Filter, (ctx) => ctx.db.imageFile, img.imageFileWhere, { id: 'desc' });
builder.queryFields((t) => ({
  imageFiles: t.prismaConnection(queries.list),
  imageFile: t.prismaField(queries.one),
  imageGroups: t.field({ type: GroupsRef, ...reading('imageManagement'), resolve: (_r, _a, ctx) => img.imageGroups(ctx) }),
  imageSpaceUsage: t.field({ type: UsageRef, ...reading('imageManagement'), resolve: (_r, _a, ctx) => img.imageSpaceUsage(ctx) }),
  imageUsage: t.field(commandsOn([UseRef]).byId(command('imageManagement'), img.imageUsage, 'Products, SKUs and listings using the file (50 of each at most)')),
}));

const update = command('imageManagement.update', { operateModule: 'imageManagement' });
const onGroup = commandsOn(GroupRef);
builder.mutationFields((t) => ({
  createImageGroup: t.field(
    onGroup.byInput(update, GroupInput, async (ctx, i) => ({ ...(await img.createImageGroup(ctx, i)), fileCount: 0 }), 'A group of the image space'),
  ),
  renameImageGroup: t.field(
    onGroup.byIdInput(
      update,
      GroupInput,
      async (ctx, id, i) => ({
        ...(await img.renameImageGroup(ctx, id, i)),
        fileCount: await ctx.db.imageFile.count({ where: { groupId: id, recycledAt: null } }),
      }),
      'Renames a group',
    ),
  ),
  deleteImageGroup: t.field(commandsOn('Boolean').byId(update, img.deleteImageGroup, 'Deletes a group; its files stay without a group')),
  moveImages: t.field(onInt.byInput(update, MoveInput, img.moveImages, 'Ticked files into a group (or none); answers how many')),
  recycleImages: t.field(onInt.byInput(update, IdsInput, (ctx, i) => img.recycleImages(ctx, i), 'Ticked files into the recycle bin (purged after 90 days)')),
  restoreImages: t.field(onInt.byInput(update, IdsInput, img.restoreImages, 'Ticked files out of the recycle bin')),
  purgeImages: t.field(onInt.byInput(update, IdsInput, img.purgeImages, 'Removes ticked recycled files for good')),
  uploadImageByUrl: t.prismaField(
    rowCommandsOn('ImageFile').byInput(update, UrlInput, (ctx, i) => img.uploadImageByUrl(ctx, i), 'Downloads an image into the image space'),
  ),
}));
