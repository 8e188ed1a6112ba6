/** Processing sheets (assemble.graphql): the list document and every command. */
import {
  AssembleSheetsDocument,
  CompleteAssembleSheetDocument,
  CreateAssembleSheetDocument,
  DeleteAssembleSheetDocument,
  OccupyAssembleSheetDocument,
  PrintAssembleSheetsDocument,
  ReturnAssembleSheetToPendingDocument,
  StartAssembleSheetDocument,
} from './assemble.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export type AssembleRow = RowOf<typeof assembleList>;

export const assembleList = listOf(AssembleSheetsDocument, (d) => d.assembleSheets);

export const useAssembleCommands = () =>
  useCommands({
    create: CreateAssembleSheetDocument,
    occupy: OccupyAssembleSheetDocument,
    start: StartAssembleSheetDocument,
    complete: CompleteAssembleSheetDocument,
    returnToPending: ReturnAssembleSheetToPendingDocument,
    remove: DeleteAssembleSheetDocument,
    print: PrintAssembleSheetsDocument,
  });
