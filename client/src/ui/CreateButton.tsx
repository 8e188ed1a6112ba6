/**
 * The "add / create" button of a list's toolbar or a page's actions: a small teal button with a
 * plus, shown only to users holding `permission`.
 * `toolbar={<CreateButton permission="supplier.create" onClick={() => dialog.open({ supplier: null })}>{t('add')}</CreateButton>}`
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { PermissionName } from '@erp/schema';
import type { ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { PermissionGuard } from './PermissionGuard';

export interface CreateButtonProps extends Omit<ButtonProps, 'children'> {
  permission: PermissionName;
  children: ReactNode;
  /** Instead of the plus (a lock, a scale: an "add" that is not a plain create). */
  icon?: ReactNode;
}

export function CreateButton({ permission, children, icon, ...button }: CreateButtonProps) {
  return (
    <PermissionGuard permission={permission}>
      <Button size="sm" colorPalette="teal" {...button}>
        {icon ?? <LuPlus />}
        {children}
      </Button>
    </PermissionGuard>
  );
}
