/** AI writing (ai-writing.graphql, stream.ts): lists, status, commands and the entry count rule of @erp/schema. */
import { AI_INPUT_MAX_ENTRIES } from '@erp/schema';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';
import * as ops from './ai-writing.generated';

export const templateList = listOf(ops.AiCommandTemplatesDocument, (d) => d.aiCommandTemplates);
export type AiTemplateRow = RowOf<typeof templateList>;

export const useTemplateCommands = () =>
  useCommands({ create: ops.CreateAiCommandTemplateDocument, update: ops.UpdateAiCommandTemplateDocument, remove: ops.DeleteAiCommandTemplateDocument });
export const useAiCommands = () => useCommands({ apply: ops.ApplyAiToListingDocument, clearChat: ops.ClearAiChatDocument });

/** Whether a provider is configured (null while loading). */
export function useAiStatus() {
  const { record } = useRecord(ops.AiWritingStatusDocument, (d) => d.aiWritingStatus, undefined, { fetchPolicy: 'cache-first', silent: true });
  return record ?? null;
}

/** Lines of a textarea / comma list as entries (blank ones dropped). */
export const linesOf = (text: string, separator: RegExp = /\n/) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

export const entriesOver = (count: number) => count > AI_INPUT_MAX_ENTRIES;

/** The result of a streamed generation (the server's AiGeneration). */
export interface AiGenerationResult {
  kind: string;
  text: string;
  language: string;
  marketplace: string;
  limit: number;
  listingId: number | null;
  title?: string;
  description?: string;
  bulletPoints?: string[];
  keywords?: string[];
}
