// GraphQL of the image tools (issue 24 item 2): watermark templates (/watermarkManage), batches over
// ticked pictures of the image space (resize, watermark, white background, compress; translation)
// queued in the task queue, and a run with each picture's result for the dialog's progress.
import { IMAGE_RATIO_MODES, translate, WATERMARK_POSITIONS } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { plainInput } from '../../graphql/inputs';
import { readList, readOne } from '../../graphql/pagination';
import * as tools from './image-tools.service';

builder.prismaObject('WatermarkTemplate', {
  description: 'A watermark template of /watermarkManage',
  fields: (t) =>
    exposeFields(t, {
      id: 'Int',
      name: 'String',
      kind: 'String: text | image',
      text: 'String: The text of a text watermark',
      color: 'String: #rrggbb of a text watermark',
      imageFileId: 'Int?: The picture of an image watermark (an ImageFile)',
      position: `String: ${WATERMARK_POSITIONS.join(' | ')}`,
      opacity: 'Int: 1 to 100 (%)',
      size: "Int: Width in % of the picture's width (5 to 100)",
      margin: "Int: Distance from the edges in % of the picture's shorter side (0 to 20)",
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
});

const ResultRef = builder.objectRef<tools.ImageToolResult>('ImageToolResult');
ResultRef.implement({
  description: 'What a run did with one picture',
  fields: (t) => ({
    ...exposeFields(t, {
      imageId: 'Int',
      name: 'String',
      status: 'String: done | skipped | failed',
      messageId: 'String: Why it was skipped or failed',
      resultId: 'Int?: The new picture of the image space',
      resultUrl: 'String',
    }),
    message: t.string({
      description: "The reason in the caller's language ('' when done)",
      resolve: (r, _a, ctx) => (r.messageId ? translate(ctx.lang, r.messageId, r.params) : ''),
    }),
  }),
});

builder.prismaObject('ImageToolRun', {
  description: 'A batch of the image tools (at most 40 pictures; translation 20), run in the task queue',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      operation: 'String: resize | watermark | whiteBackground | compress | translate',
      status: 'String: queued | processing | finished',
      total: 'Int',
      done: 'Int: Pictures handled so far',
      taskId: 'Int?: Its task in the task queue',
      createdAt: 'DateTime',
      finishedAt: 'DateTime?',
    }),
    results: t.field({ type: [ResultRef], resolve: (r) => (r.results ?? []) as unknown as tools.ImageToolResult[] }),
  }),
});

const Filter = plainInput('WatermarkTemplateFilter', { keyword: 'String: Part of the name' });
const TemplateInput = plainInput('WatermarkTemplateInput', {
  name: 'String!',
  kind: 'String!: text | image',
  text: 'String',
  color: 'String: #rrggbb',
  imageFileId: 'Int: A picture of the image space (image watermarks)',
  position: `String: ${WATERMARK_POSITIONS.join(' | ')}`,
  opacity: 'Int: 1 to 100 (%)',
  size: "Int: % of the picture's width (5 to 100)",
  margin: "Int: % of the picture's shorter side (0 to 20)",
});
const BatchInput = plainInput('ImageToolBatchInput', {
  ids: 'Int[]!: 1 to 40 pictures of the image space',
  operation: 'String!: resize | watermark | whiteBackground | compress',
  ratio: `String: ${IMAGE_RATIO_MODES.join(' | ')} (resize)`,
  fit: 'String: pad (default) | crop (resize)',
  watermarkTemplateId: 'Int: The template (watermark)',
  maxBytes: 'Int: Bytes (compress)',
  maxEdge: 'Int: Pixels of the longer side (compress)',
  groupId: "Int: The results' group; none: each original's",
});
const TranslateInput = plainInput('ImageTranslateInput', {
  ids: 'Int[]!: 1 to 20 pictures of the image space',
  target: 'String!: The language to translate into',
  source: "String: The pictures' language; auto (default)",
  groupId: "Int: The results' group; none: each original's",
});

builder.queryFields((t) => ({
  watermarkTemplates: t.prismaConnection(
    readList('WatermarkTemplate', 'watermarkManage', Filter, (ctx) => ctx.db.watermarkTemplate, tools.watermarkTemplateWhere, { id: 'desc' }),
  ),
  imageToolRun: t.prismaField({
    ...readOne('ImageToolRun', 'imageTools.process', (ctx) => ctx.db.imageToolRun),
    description: 'A run of the image tools with its progress',
  }),
}));

const edit = command('watermark.update', { operateModule: 'imageManagement' });
const tool = command('imageTools.process', { operateModule: 'imageManagement' });
const onTemplate = rowCommandsOn('WatermarkTemplate');
const onRun = rowCommandsOn('ImageToolRun');
builder.mutationFields((t) => ({
  createWatermarkTemplate: t.prismaField(onTemplate.byInput(edit, TemplateInput, tools.createWatermarkTemplate)),
  updateWatermarkTemplate: t.prismaField(onTemplate.byIdInput(edit, TemplateInput, tools.updateWatermarkTemplate)),
  deleteWatermarkTemplate: t.prismaField(onTemplate.byId(edit, tools.deleteWatermarkTemplate)),
  processImages: t.prismaField(
    onRun.byInput(tool, BatchInput, tools.startImageToolRun, 'Queues a batch edit of up to 40 pictures; the results are new pictures of the image space'),
  ),
  translateImages: t.prismaField(
    onRun.byInput(
      tool,
      TranslateInput,
      tools.startImageTranslation,
      'Queues the translation of the text on up to 20 pictures (needs an OCR engine and a translator)',
    ),
  ),
}));
