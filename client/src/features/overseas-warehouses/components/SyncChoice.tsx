/**
 * The toolbar of a list filled from the provider (overseas inventory, overseas logistics channels):
 * choose what to sync (the only option needs no choosing), then sync it.
 */
import { Button, HStack } from '@chakra-ui/react';
import type { PermissionName } from '@erp/schema';
import { useState, type ReactNode } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { PermissionGuard } from '../../../ui';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';

export interface SyncOption {
  value: string;
  label: string;
}

export interface SyncChoiceProps<O extends SyncOption> {
  permission: PermissionName;
  options: readonly O[];
  /** The select's name and its empty choice. */
  choose: string;
  width: string;
  onSync: (chosen: O) => void;
  busy?: boolean;
  /** The sync button's text. */
  children: ReactNode;
}

export function SyncChoice<O extends SyncOption>({ permission, options, choose, width, onSync, busy, children }: SyncChoiceProps<O>) {
  const [choice, setChoice] = useState('');
  const chosen = options.find((o) => o.value === choice) ?? (options.length === 1 ? options[0] : undefined);
  return (
    <PermissionGuard permission={permission}>
      <HStack gap={2}>
        <ChoiceSelect aria-label={choose} width={width} value={chosen?.value ?? ''} empty={choose} options={options} onChange={setChoice} />
        <Button size="sm" variant="outline" onClick={() => chosen && onSync(chosen)} disabled={!chosen} loading={busy}>
          <LuRefreshCw />
          {children}
        </Button>
      </HStack>
    </PermissionGuard>
  );
}
