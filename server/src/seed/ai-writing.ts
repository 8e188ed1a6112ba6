// Demo AI prompt templates (issue 24 item 7): a title, a description and bullet points, each with the
// variables a listing fills. No chat is seeded: without a configured provider there are no real answers.
import type { RequestContext } from '../platform/context';
import { createAiTemplate } from '../modules/ai-writing/ai-writing.service';

export async function seedAiWriting(ctx: RequestContext): Promise<void> {
  await createAiTemplate(ctx, {
    name: '标题优化 Title',
    kind: 'title',
    prompt:
      'Write one {{marketplace}} title in {{language}}, at most {{maxLength}} characters, main keyword first. Product: {{title}}. Attributes: {{attributes}}. Keywords: {{keywords}}.',
  });
  await createAiTemplate(ctx, {
    name: '产品描述 Description',
    kind: 'description',
    prompt:
      'Write a friendly product description in {{language}} for {{marketplace}} (at most {{maxLength}} characters): {{title}}. Attributes: {{attributes}}. {{entries}}',
  });
  await createAiTemplate(ctx, {
    name: '五点卖点 Bullet points',
    kind: 'bulletPoints',
    prompt: 'Write 5 bullet points in {{language}}, one per line, each at most {{maxLength}} characters, for: {{title}} ({{attributes}}).',
  });
}
