// GraphQL of the AI writing helpers (issue 24 item 7): prompt templates (/aiCommandTemplate), one
// generation answered whole, applying generated text to a listing draft, and the caller's chat
// (/chatGPT, /chatGPTOnline, the mobile pages). Streamed answers go through REST SSE
// (ai-writing.rest.ts), the same service functions.
import { AI_GENERATE_KINDS, AI_INPUT_MAX_ENTRIES, AI_TEMPLATE_VARIABLES } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, reading, rowCommandsOn } from '../../graphql/fields';
import { inputOf, plainInput } from '../../graphql/inputs';
import { listOf } from '../../graphql/pagination';
import * as ai from './ai-writing.service';

builder.prismaObject('AiCommandTemplate', {
  description: `An AI prompt template; the prompt may name ${AI_TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ')}`,
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      kind: `String: ${AI_GENERATE_KINDS.join(' | ')}`,
      prompt: 'String',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
  }),
});

builder.prismaObject('AiChatMessage', {
  description: "One message of the caller's AI chat",
  fields: (t) => ({ ...exposeFields(t, { id: 'Int', role: 'String: user | assistant', content: 'String', createdAt: 'DateTime' }) }),
});

const StatusRef = builder.objectRef<ReturnType<typeof ai.aiWritingStatus>>('AiWritingStatus').implement({
  description: 'Whether an AI provider is configured (AI_BASE_URL, AI_MODEL, AI_API_KEY)',
  fields: (t) => exposeFields(t, { configured: 'Boolean', model: "String: The model asked; '' when not configured" }),
});

const GenerationRef = builder.objectRef<ai.AiGeneration>('AiGeneration').implement({
  description: 'Generated text, read as listing fields within the limits; nothing is saved',
  fields: (t) => ({
    ...exposeFields(t, {
      kind: 'String',
      text: "String: The model's whole answer",
      language: 'String',
      marketplace: 'String',
      limit: 'Int: Characters (keywords: how many)',
      listingId: 'Int?',
    }),
    title: t.string({ nullable: true, resolve: (g) => g.title ?? null }),
    description: t.string({ nullable: true, resolve: (g) => g.description ?? null }),
    bulletPoints: t.stringList({ nullable: true, resolve: (g) => g.bulletPoints ?? null }),
    keywords: t.stringList({ nullable: true, resolve: (g) => g.keywords ?? null }),
  }),
});

const AppliedRef = builder.objectRef<Awaited<ReturnType<typeof ai.applyAiToListing>>>('AiAppliedListing').implement({
  description: 'The listing draft after the generated text was applied',
  fields: (t) => exposeFields(t, { listingId: 'Int', title: 'String', status: 'String' }),
});

const TemplateFilter = plainInput('AiCommandTemplateFilter', { keyword: 'String: In the name or prompt', kind: 'String' });
const TemplateInput = plainInput('AiCommandTemplateInput', {
  name: 'String!',
  kind: `String!: ${AI_GENERATE_KINDS.join(' | ')}`,
  prompt: `String!: May name ${AI_TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ')}`,
});
const AttributeInput = plainInput('AiAttributeInput', { name: 'String!', value: 'String!' });
const GenerateInput = plainInput(
  'AiGenerateInput',
  {
    kind: `String!: ${AI_GENERATE_KINDS.join(' | ')}`,
    templateId: 'Int: A prompt template; none: the default prompt of the kind',
    listingId: 'Int: A listing whose title, attributes, keywords, marketplace and site fill the prompt',
    title: 'String: Product title (else the listing’s)',
    keywords: 'String[]: Keywords (else the listing’s)',
    attributes: inputOf([AttributeInput], 'Attributes added to the listing’s'),
    entries: 'String[]: Extra lines for the prompt',
    language: 'String: Language to write in (default: the listing site’s, else English)',
    marketplace: 'String: Marketplace name (default: the listing’s)',
  },
  `At most ${AI_INPUT_MAX_ENTRIES} entries (keywords, attributes and extra lines together)`,
);
const ApplyInput = plainInput('AiApplyInput', {
  listingId: 'Int!',
  title: 'String',
  description: 'String',
  bulletPoints: 'String[]: Put in front of the description as a list',
  keywords: 'String[]',
});
const ChatInput = plainInput('AiChatInput', { message: 'String!' });

builder.queryFields((t) => ({
  aiWritingStatus: t.field({ type: StatusRef, authScopes: { loggedIn: true }, resolve: (_r, _a, ctx) => ai.aiWritingStatus(ctx) }),
  aiCommandTemplates: t.prismaConnection({
    type: 'AiCommandTemplate',
    authScopes: { loggedIn: true },
    description: 'Prompt templates (their page, or the generator of /chatGPT)',
    ...listOf(TemplateFilter, (ctx) => ctx.db.aiCommandTemplate, ai.aiTemplateWhere, [{ name: 'asc' }, { id: 'asc' }]),
  }),
  aiChatMessages: t.prismaField({
    type: ['AiChatMessage'],
    ...reading('chatGPT'),
    description: "The caller's AI conversation, oldest first (the newest 200)",
    resolve: (_q, _r, _a, ctx) => ai.aiChatMessages(ctx),
  }),
}));

const templateUpdate = command('aiCommandTemplate.update', { operateModule: 'aiCommandTemplate' });
const generate = command('chatGPT.generate', { operateModule: 'chatGPT' });
const onTemplate = rowCommandsOn('AiCommandTemplate');
builder.mutationFields((t) => ({
  createAiCommandTemplate: t.prismaField(onTemplate.byInput(templateUpdate, TemplateInput, ai.createAiTemplate)),
  updateAiCommandTemplate: t.prismaField(onTemplate.byIdInput(templateUpdate, TemplateInput, ai.updateAiTemplate)),
  deleteAiCommandTemplate: t.field(commandsOn('Boolean').byId(templateUpdate, ai.deleteAiTemplate)),
  generateAiText: t.field(
    commandsOn(GenerationRef).byInput(
      generate,
      GenerateInput,
      ai.generateAiText,
      'Generates a title, description, bullet points or keywords (answered whole; nothing saved)',
    ),
  ),
  applyAiToListing: t.field(
    commandsOn(AppliedRef).byInput(
      { errors: {}, authScopes: { loggedIn: true }, extensions: { operateModule: 'chatGPT' } },
      ApplyInput,
      ai.applyAiToListing,
      'Applies generated text to a listing draft: an edit of the draft, so it needs the listing marketplace’s edit permission (ebayListing.edit, …) and its rules hold',
    ),
  ),
  sendAiChatMessage: t.prismaField(
    rowCommandsOn('AiChatMessage').byInput(generate, ChatInput, ai.sendAiChatMessage, 'Asks the AI; the question and the answer are stored once it answered'),
  ),
  clearAiChat: t.field({
    type: 'Int',
    ...command('chatGPT', { operateModule: 'chatGPT' }),
    description: "Clears the caller's conversation; answers how many messages were removed",
    resolve: (_r, _a, ctx) => ai.clearAiChat(ctx),
  }),
}));
