/** Start, end and delete a count task with their confirmation and feedback (list and entry screen). */
import { useConfirm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { Outcome } from '../../../ui/resource';
import { useCountCommands, type CountTaskRow } from '../hooks';
import { inventoryCountMessages } from '../messages';

type Task = Pick<CountTaskRow, 'id' | 'taskNo' | 'mode' | 'status' | 'summary'>;

/** Each action asks first, shows its outcome, then calls `onDone` (the task may have moved either way). */
export function useTaskActions(onDone: () => void) {
  const t = useFeatureText(inventoryCountMessages);
  const confirm = useConfirm();
  const commands = useCountCommands();
  const failure = t('inventoryCount.actionFailed');

  const run = async (question: { message: string; confirmText: string; danger?: boolean }, act: () => Promise<Outcome<unknown>>) => {
    if (!(await confirm(question))) return false;
    const outcome = await act();
    onDone();
    return outcome.ok;
  };

  return {
    start: (task: Task) =>
      run({ message: t('inventoryCount.confirmStart', { taskNo: task.taskNo }), confirmText: t('inventoryCount.start') }, () =>
        commands.start({ id: task.id }, { success: t('inventoryCount.started', { taskNo: task.taskNo }), failure }),
      ),
    end: (task: Task) => {
      const s = task.summary;
      const summary =
        s.profitQuantity == null || s.lossQuantity == null
          ? t('inventoryCount.endSummaryBlind', { counted: s.counted, lines: s.lines })
          : t('inventoryCount.endSummary', { profit: s.profitQuantity, loss: s.lossQuantity });
      return run({ message: t('inventoryCount.confirmEnd', { taskNo: task.taskNo, summary }), confirmText: t('inventoryCount.end') }, () =>
        commands.end({ id: task.id }, { success: t('inventoryCount.ended', { taskNo: task.taskNo }), failure }),
      );
    },
    remove: (task: Task) =>
      run({ message: t('inventoryCount.confirmDelete', { taskNo: task.taskNo }), danger: true, confirmText: t('inventoryCount.delete') }, () =>
        commands.remove({ id: task.id }, { success: t('inventoryCount.deleted', { taskNo: task.taskNo }), failure }),
      ),
  };
}
