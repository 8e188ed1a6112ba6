/** Product development (productDev.graphql): the requirement list with its status counts, history, process options and every command. */
import * as ops from './productDev.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const requirementList = listOf(ops.DevRequirementsDocument, (d) => d.devRequirements);
export type RequirementRow = RowOf<typeof requirementList>;

export function useRequirementHistory(id: number) {
  const { record, loading, error } = useRecord(ops.DevRequirementHistoryDocument, (d) => d.devRequirement, { id });
  return { history: record?.history ?? [], loading, error };
}

export function useProcessOptions() {
  const { record } = useRecord(ops.DevProcessOptionsDocument, (d) => d.devProcessOptions, undefined, { silent: true });
  return record ?? [];
}

export function useProcesses() {
  return useRecord(ops.DevProcessesDocument, (d) => d.devProcesses);
}
export type ProcessRow = NonNullable<ReturnType<typeof useProcesses>['record']>[number];

export function useApproverOptions() {
  const { record } = useRecord(ops.DevApproverOptionsDocument, (d) => d.devApproverOptions, undefined, { silent: true });
  return { roles: record?.roles ?? [], users: record?.users ?? [] };
}

export const useRequirementCommands = () =>
  useCommands({
    create: ops.CreateDevRequirementDocument,
    update: ops.UpdateDevRequirementDocument,
    remove: ops.DeleteDevRequirementDocument,
    submit: ops.SubmitDevRequirementDocument,
    approve: ops.ApproveDevRequirementDocument,
    reject: ops.RejectDevRequirementDocument,
    complete: ops.CompleteDevRequirementDocument,
  });

export const useProcessCommands = () =>
  useCommands({
    create: ops.CreateDevProcessDocument,
    update: ops.UpdateDevProcessDocument,
    setDefault: ops.SetDefaultDevProcessDocument,
    remove: ops.DeleteDevProcessDocument,
  });
