/** Start, end and delete a count task with their confirmation and feedback (list and entry screen). */
import { useCallback } from 'react';
import { toastSuccess, useConfirm } from '../../../ui';
import { useFeatureText } from '../../public/featureIntl';
import { showFailure } from '../../shared/outcome';
import { useCountActions, type CountTaskRow } from '../hooks';
import { inventoryCountMessages } from '../messages';

type Task = Pick<CountTaskRow, 'id' | 'taskNo' | 'mode' | 'status' | 'summary'>;

export function useTaskActions(onDone: () => void) {
  const t = useFeatureText(inventoryCountMessages);
  const confirm = useConfirm();
  const { start, end, remove } = useCountActions();

  const run = useCallback(
    async (outcome: Awaited<ReturnType<typeof start>> | Awaited<ReturnType<typeof remove>>, success: string) => {
      if (outcome.ok) toastSuccess(success);
      else showFailure(outcome, t('inventoryCount.actionFailed'));
      onDone();
      return outcome.ok;
    },
    [onDone, t],
  );

  return {
    start: async (task: Task) => {
      if (!(await confirm({ message: t('inventoryCount.confirmStart', { taskNo: task.taskNo }), confirmText: t('inventoryCount.start') }))) return false;
      return run(await start(task.id), t('inventoryCount.started', { taskNo: task.taskNo }));
    },
    end: async (task: Task) => {
      const s = task.summary;
      const summary =
        s.profitQuantity == null || s.lossQuantity == null
          ? t('inventoryCount.endSummaryBlind', { counted: s.counted, lines: s.lines })
          : t('inventoryCount.endSummary', { profit: s.profitQuantity, loss: s.lossQuantity });
      if (!(await confirm({ message: t('inventoryCount.confirmEnd', { taskNo: task.taskNo, summary }), confirmText: t('inventoryCount.end') }))) return false;
      return run(await end(task.id), t('inventoryCount.ended', { taskNo: task.taskNo }));
    },
    remove: async (task: Task) => {
      if (!(await confirm({ message: t('inventoryCount.confirmDelete', { taskNo: task.taskNo }), danger: true, confirmText: t('inventoryCount.delete') }))) return false;
      return run(await remove(task.id), t('inventoryCount.deleted', { taskNo: task.taskNo }));
    },
  };
}
