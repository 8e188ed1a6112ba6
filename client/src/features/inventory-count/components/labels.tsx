/** Status badge, mode and counting-type labels and the print menu of a count task. */
import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { COUNT_PRINT_ORDERS } from '@erp/schema';
import { LuChevronDown, LuPrinter } from 'react-icons/lu';
import { useFeatureText } from '../../../i18n/featureIntl';
import { usePdfDownload } from '../../barcodes/pdf';
import { useCountCommands } from '../hooks';
import { inventoryCountMessages, type InventoryCountMessageId } from '../messages';

const STATUS_COLORS: Record<string, string> = { pending: 'gray', counting: 'orange', finished: 'green' };

export function useCountLabels() {
  const t = useFeatureText(inventoryCountMessages);
  const known = (prefix: string, value: string) => {
    const id = `${prefix}.${value}` as InventoryCountMessageId;
    return id in inventoryCountMessages.zh ? t(id) : value;
  };
  return {
    status: (s: string) => known('inventoryCount.status', s),
    mode: (m: string) => known('inventoryCount.mode', m),
    countType: (c: string) => known('inventoryCount.countType', c),
  };
}

export function CountStatusBadge({ status }: { status: string }) {
  const labels = useCountLabels();
  return <Badge colorPalette={STATUS_COLORS[status] ?? 'gray'}>{labels.status(status)}</Badge>;
}

/** "Print list ▾": by location, by SKU or in count order (the task's own order first). */
export function PrintCountMenu({
  task,
  size = 'xs',
  variant = 'ghost',
}: {
  task: { id: number; taskNo: string; countType: string };
  size?: 'xs' | 'sm';
  variant?: 'ghost' | 'outline';
}) {
  const t = useFeatureText(inventoryCountMessages);
  const labels = useCountLabels();
  const { print } = useCountCommands();
  const { download, busy } = usePdfDownload();
  const orders = [task.countType, ...COUNT_PRINT_ORDERS.filter((o) => o !== task.countType)];
  return (
    <Menu.Root onSelect={(d) => void download((feedback) => print({ id: task.id, sortBy: d.value }, feedback))}>
      <Menu.Trigger asChild>
        <Button size={size} variant={variant} loading={busy} aria-label={`${t('inventoryCount.print')} ${task.taskNo}`}>
          <LuPrinter />
          {t('inventoryCount.print')}
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {orders.map((o) => (
              <Menu.Item key={o} value={o}>
                {t('inventoryCount.printBy', { order: labels.countType(o) })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
