/** Status tabs above a purchasing list ("all" first), each with its count; shared by the purchasing screens. */
import { Tabs } from '@chakra-ui/react';

export function StatusTabs<S extends string>({ value, statuses, label, onChange }: {
  value: 'all' | S;
  statuses: readonly S[];
  /** The tab's text, its count included. */
  label: (status: 'all' | S) => string;
  onChange: (status: 'all' | S) => void;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(d) => onChange(d.value as 'all' | S)} variant="line">
      <Tabs.List>
        {(['all', ...statuses] as const).map((s) => (
          <Tabs.Trigger key={s} value={s}>
            {label(s)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
