/** Print templates (printTemplates.graphql): list, one template, every command. */
import {
  CopyPrintTemplateDocument,
  CreatePrintTemplateDocument,
  DeletePrintTemplateDocument,
  PreviewPrintLayoutDocument,
  PrintOrdersDocument,
  PrintTemplateDocument,
  PrintTemplatesDocument,
  RenamePrintTemplateDocument,
  SetDefaultPrintTemplateDocument,
  UpdatePrintTemplateDocument,
} from './printTemplates.generated';
import type { PrintTemplateKind } from '@erp/schema';
import { listOf, type RowOf, useCommands, useConnection, useRecord } from '../../ui/resource';

export type PrintTemplateRow = RowOf<typeof printTemplateList>;

export const printTemplateList = listOf(PrintTemplatesDocument, (d) => d.printTemplates);

export const usePrintTemplate = (id: number | null) => useRecord(PrintTemplateDocument, (d) => d.printTemplate, { id: id ?? 0 }, { skip: !id });

export const usePrintTemplateCommands = () =>
  useCommands({
    create: CreatePrintTemplateDocument,
    update: UpdatePrintTemplateDocument,
    rename: RenamePrintTemplateDocument,
    copy: CopyPrintTemplateDocument,
    setDefault: SetDefaultPrintTemplateDocument,
    remove: DeletePrintTemplateDocument,
    print: PrintOrdersDocument,
    preview: PreviewPrintLayoutDocument,
  });

/** The templates of a kind (all kinds when none is given), at most 100: the choices of a print screen. */
export const usePrintTemplatesOfKind = (kind: PrintTemplateKind | null | undefined) =>
  useConnection(PrintTemplatesDocument, (d) => d.printTemplates, { filter: kind ? { kind } : {} }, { page: 1, pageSize: 100 });
