/** Create or edit a sub-account in a dialog (username and password only when creating). */
import { Field, Input, Stack } from '@chakra-ui/react';
import { createSubAccountInput, updateSubAccountInput } from '@erp/schema';
import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { FormKit, Notice, useZodForm, type ZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useAccountCommands, useAccountFormOptions, type SubAccountRow } from '../hooks';
import { accountsMessages } from '../messages';
import { dialogTexts, RecordFormDialog, type RecordFormDialogProps } from '../../../ui/resource';
import { useListField } from '../../../ui/listBinding';
import { ShopPicker } from './ShopPicker';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';
import type { NewAccountFields } from '../../auth/auth.api';

export type AccountDialogMode = { kind: 'create' } | { kind: 'edit'; account: SubAccountRow };

/** What both modes edit. */
interface EditValues extends Record<string, unknown> {
  realname: string;
  phone: string;
  email: string;
  roleId: string;
  allowShopIds: number[];
}
interface CreateValues extends NewAccountFields, EditValues {}

const roleIdOf = (v: unknown): number | null => (typeof v === 'string' && v !== '' ? Number(v) : null);

/** The form holds the role as the select's text; the shared input rules want a number. */
const createSchema = z.preprocess((v) => ({ ...(v as CreateValues), roleId: roleIdOf((v as CreateValues).roleId) }), createSubAccountInput);

export function AccountDialog({ mode, onClose, onSaved }: { mode: AccountDialogMode; onClose: () => void; onSaved: () => void }) {
  return mode.kind === 'create' ? (
    <CreateAccountDialog onClose={onClose} onSaved={onSaved} />
  ) : (
    <EditAccountDialog account={mode.account} onClose={onClose} onSaved={onSaved} />
  );
}

function CreateAccountDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(accountsMessages);
  const { create } = useAccountCommands();
  const form = useZodForm(createSchema, {
    username: '',
    password: '',
    password2: '',
    realname: '',
    phone: '',
    email: '',
    roleId: '',
    allowShopIds: [] as number[],
  } satisfies CreateValues);

  return (
    <AccountFormDialog
      title={t('accounts.create')}
      form={form}
      save={(input, feedback) => create({ input }, feedback)}
      success={(_, saved) => t('accounts.created', { username: saved.username })}
      planLimit={{ title: t('accounts.planLimitTitle'), text: t('accounts.planLimitText') }}
      onClose={onClose}
      onSaved={onSaved}
      login={
        <>
          <FormKit.Field name="username" label={t('accounts.field.username')} required autoComplete="off" helperText={t('accounts.field.usernameHint')} />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <NewPasswordFields label={t('accounts.field.password')} hint={t('accounts.field.passwordHint')} repeatLabel={t('accounts.field.password2')} />
          </Stack>
        </>
      }
    />
  );
}

function EditAccountDialog({ account, onClose, onSaved }: { account: SubAccountRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(accountsMessages);
  const { update } = useAccountCommands();
  const schema = useMemo(
    () => z.preprocess((v) => ({ ...(v as EditValues), id: account.id, roleId: roleIdOf((v as EditValues).roleId) }), updateSubAccountInput),
    [account.id],
  );
  const form = useZodForm(schema, {
    realname: account.realname,
    phone: account.phone,
    email: account.email,
    roleId: account.role ? String(account.role.id) : '',
    allowShopIds: [...account.allowShopIds],
  } satisfies EditValues);

  return (
    <AccountFormDialog
      title={t('accounts.editTitle', { username: account.username })}
      form={form}
      save={(input, feedback) => update({ input }, feedback)}
      success={t('accounts.updated')}
      onClose={onClose}
      onSaved={onSaved}
      login={
        <Field.Root disabled>
          <Field.Label>{t('accounts.field.username')}</Field.Label>
          <Input value={account.username} readOnly />
        </Field.Root>
      }
    />
  );
}

type AccountFormDialogProps<V extends EditValues, Out, D> = Omit<
  RecordFormDialogProps<Out, D>,
  'form' | 'fields' | 'failure' | 'submitText' | 'cancelText' | 'size' | 'children'
> & {
  form: ZodForm<V, Out>;
  /** The sign-in part: username and password when creating, the username read-only when editing. */
  login: ReactNode;
};

/** The dialog of both modes: the sign-in part, then name, phone, e-mail, role and the shops the account may see. */
function AccountFormDialog<V extends EditValues, Out, D>({ form, login, ...dialog }: AccountFormDialogProps<V, Out, D>) {
  const t = useFeatureText(accountsMessages);
  const { roles, shops, error } = useAccountFormOptions();
  const roleOptions = [{ value: '', label: t('accounts.noRole') }, ...roles.map((r) => ({ value: String(r.id), label: r.name }))];
  const allowShopIds = useListField(form, 'allowShopIds');
  return (
    <RecordFormDialog {...dialog} form={form} {...dialogTexts(t, 'accounts')} size="lg" fields={[]}>
      {error ? <Notice status="error" size="sm" title={t('accounts.optionsFailed')} /> : null}
      {login}
      <FormKit.Field name="realname" label={t('accounts.field.realname')} required />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormKit.Field name="phone" label={t('accounts.field.phone')} type="tel" inputMode="tel" />
        <FormKit.Field name="email" label={t('accounts.field.email')} type="email" />
      </Stack>
      <FormKit.Select name="roleId" label={t('accounts.field.role')} options={roleOptions} />
      {/* the shops the account may see (all when none is ticked) */}
      <ShopPicker
        label={t('accounts.field.shops')}
        hint={t('accounts.field.shopsHint')}
        emptyText={t('accounts.field.noShops')}
        selectAllText={t('accounts.field.selectAllShops')}
        clearText={t('accounts.field.clearShops')}
        shops={shops}
        {...allowShopIds}
      />
    </RecordFormDialog>
  );
}
