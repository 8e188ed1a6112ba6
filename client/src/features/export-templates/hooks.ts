/** Export templates (exportTemplates.graphql): the list document and every command. */
import { CreateExportTemplateDocument, DeleteExportTemplateDocument, ExportTemplatesDocument, UpdateExportTemplateDocument } from './exportTemplates.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export type ExportTemplateRow = RowOf<typeof exportTemplateList>;

export const exportTemplateList = listOf(ExportTemplatesDocument, (d) => d.exportTemplates);

export const useExportTemplateCommands = () =>
  useCommands({ create: CreateExportTemplateDocument, update: UpdateExportTemplateDocument, remove: DeleteExportTemplateDocument });
