/** Processing sheets (assemble.graphql): the list document and every command. */
import * as ops from './assemble.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export type AssembleRow = RowOf<typeof assembleList>;

export const assembleList = listOf(ops.AssembleSheetsDocument, (d) => d.assembleSheets);

export const useAssembleCommands = () =>
  useCommands({
    create: ops.CreateAssembleSheetDocument,
    occupy: ops.OccupyAssembleSheetDocument,
    start: ops.StartAssembleSheetDocument,
    complete: ops.CompleteAssembleSheetDocument,
    returnToPending: ops.ReturnAssembleSheetToPendingDocument,
    remove: ops.DeleteAssembleSheetDocument,
    print: ops.PrintAssembleSheetsDocument,
  });
