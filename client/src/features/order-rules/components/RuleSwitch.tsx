/** The enable switch of a rule row (read-only without the write permission). */
import type { PermissionName } from '@erp/schema';
import { Switch } from '@chakra-ui/react';
import { useHasPermission } from '../../../ui';

export function RuleSwitch({
  checked,
  label,
  permission,
  onChange,
}: {
  checked: boolean;
  label: string;
  permission: PermissionName;
  onChange: (on: boolean) => void;
}) {
  const allowed = useHasPermission(permission);
  return (
    <Switch.Root size="sm" checked={checked} disabled={!allowed} onCheckedChange={(d) => onChange(d.checked)}>
      <Switch.HiddenInput aria-label={label} />
      <Switch.Control />
    </Switch.Root>
  );
}
