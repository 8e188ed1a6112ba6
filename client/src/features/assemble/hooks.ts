/** Processing sheets (assemble.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AssembleSheetsDocument,
  CompleteAssembleSheetDocument,
  CreateAssembleSheetDocument,
  DeleteAssembleSheetDocument,
  OccupyAssembleSheetDocument,
  PrintAssembleSheetsDocument,
  ReturnAssembleSheetToPendingDocument,
  StartAssembleSheetDocument,
  type AssembleSheetFilter,
  type AssembleSheetsQuery,
  type CompleteAssembleSheetInput,
  type CreateAssembleSheetInput,
  type OccupyAssembleSheetInput,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type AssembleRow = AssembleSheetsQuery['assembleSheets']['edges'][number]['node'];

export function useAssembleSheets(page: number, pageSize: number, filter: AssembleSheetFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(AssembleSheetsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.assembleSheets;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useAssembleActions() {
  const [create] = useMutation(CreateAssembleSheetDocument);
  const [occupy] = useMutation(OccupyAssembleSheetDocument);
  const [start] = useMutation(StartAssembleSheetDocument);
  const [complete] = useMutation(CompleteAssembleSheetDocument);
  const [back] = useMutation(ReturnAssembleSheetToPendingDocument);
  const [remove] = useMutation(DeleteAssembleSheetDocument);
  const [print] = useMutation(PrintAssembleSheetsDocument);
  return {
    create: useCallback((input: CreateAssembleSheetInput) => settle(create({ variables: { input } }), (d) => d.createAssembleSheet), [create]),
    occupy: useCallback((input: OccupyAssembleSheetInput) => settle(occupy({ variables: { input } }), (d) => d.occupyAssembleSheet), [occupy]),
    start: useCallback((id: number) => settle(start({ variables: { id } }), (d) => d.startAssembleSheet), [start]),
    complete: useCallback((input: CompleteAssembleSheetInput) => settle(complete({ variables: { input } }), (d) => d.completeAssembleSheet), [complete]),
    returnToPending: useCallback((id: number) => settle(back({ variables: { id } }), (d) => d.returnAssembleSheetToPending), [back]),
    remove: useCallback((id: number) => settle(remove({ variables: { id } }), (d) => d.deleteAssembleSheet), [remove]),
    print: useCallback((ids: number[]) => settle(print({ variables: { ids } }), (d) => d.printAssembleSheets), [print]),
  };
}
