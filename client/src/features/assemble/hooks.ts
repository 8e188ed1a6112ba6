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
  type AssembleSheetsQuery,
} from './assemble.generated';
import { useCommands, type NodeOf } from '../../ui/resource';

export type AssembleRow = NodeOf<AssembleSheetsQuery['assembleSheets']>;

export const assembleList = { document: AssembleSheetsDocument, pick: (d: AssembleSheetsQuery) => d.assembleSheets };

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
