/** Create or edit a sub-account in a dialog (username and password only when creating). */
import { Alert, Field, Input, Stack } from '@chakra-ui/react';
import { createSubAccountInput, updateSubAccountInput } from '@erp/schema';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm, type FieldBinding } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useAccountCommands, useAccountFormOptions, type SubAccountRow } from '../hooks';
import { accountsMessages } from '../messages';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { isPlanLimit, showFailure } from '../../../ui/resource';
import { ShopPicker, type ShopPickerProps } from './ShopPicker';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';
import type { NewAccountFields } from '../../auth/auth.api';

export type AccountDialogMode = { kind: 'create' } | { kind: 'edit'; account: SubAccountRow };

interface CreateValues extends NewAccountFields, Record<string, unknown> {
  roleId: string;
  allowShopIds: number[];
}
type EditValues = Omit<CreateValues, 'username' | 'password' | 'password2'>;

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

function useOptions() {
  const t = useFeatureText(accountsMessages);
  const { roles, shops, error } = useAccountFormOptions();
  const roleOptions = [{ value: '', label: t('accounts.noRole') }, ...roles.map((r) => ({ value: String(r.id), label: r.name }))];
  return { roleOptions, shops, error };
}

function CreateAccountDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(accountsMessages);
  const { roleOptions, shops, error } = useOptions();
  const { create } = useAccountCommands();
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
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

  const submit = async (input: z.output<typeof createSchema>) => {
    setAlert(null);
    const outcome = await create({ input }, { quiet: true });
    if (outcome.ok) {
      toastSuccess(t('accounts.created', { username: outcome.data.username }));
      onSaved();
    } else if (isPlanLimit(outcome)) {
      setAlert({ title: t('accounts.planLimitTitle'), message: outcome.message || t('accounts.planLimitText') });
    } else {
      showFailure(outcome, t('accounts.saveFailed'), form);
    }
  };

  return (
    <FormDialog
      title={t('accounts.create')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('accounts.save')}
      cancelText={t('accounts.cancel')}
      alert={alert}
      size="lg"
    >
      <OptionsError show={Boolean(error)} text={t('accounts.optionsFailed')} />
      <FormKit.Field name="username" label={t('accounts.field.username')} required autoComplete="off" helperText={t('accounts.field.usernameHint')} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <NewPasswordFields label={t('accounts.field.password')} hint={t('accounts.field.passwordHint')} repeatLabel={t('accounts.field.password2')} />
      </Stack>
      <CommonFields roleOptions={roleOptions} />
      <ShopsField shops={shops} form={form} />
    </FormDialog>
  );
}

function EditAccountDialog({ account, onClose, onSaved }: { account: SubAccountRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(accountsMessages);
  const { roleOptions, shops, error } = useOptions();
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

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await update({ input }, { success: t('accounts.updated'), failure: t('accounts.saveFailed'), form });
    if (outcome.ok) onSaved();
  };

  return (
    <FormDialog
      title={t('accounts.editTitle', { username: account.username })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('accounts.save')}
      cancelText={t('accounts.cancel')}
      size="lg"
    >
      <OptionsError show={Boolean(error)} text={t('accounts.optionsFailed')} />
      <Field.Root disabled>
        <Field.Label>{t('accounts.field.username')}</Field.Label>
        <Input value={account.username} readOnly />
      </Field.Root>
      <CommonFields roleOptions={roleOptions} />
      <ShopsField shops={shops} form={form} />
    </FormDialog>
  );
}

/** Name, phone, e-mail and role: the same in both modes. */
function CommonFields({ roleOptions }: { roleOptions: { value: string; label: string }[] }) {
  const t = useFeatureText(accountsMessages);
  return (
    <>
      <FormKit.Field name="realname" label={t('accounts.field.realname')} required />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormKit.Field name="phone" label={t('accounts.field.phone')} type="tel" inputMode="tel" />
        <FormKit.Field name="email" label={t('accounts.field.email')} type="email" />
      </Stack>
      <FormKit.Select name="roleId" label={t('accounts.field.role')} options={roleOptions} />
    </>
  );
}

/** The shops the account may see (all when none is ticked). */
function ShopsField({
  shops,
  form,
}: {
  shops: ShopPickerProps['shops'];
  form: {
    values: { allowShopIds: number[] };
    setValue: (name: 'allowShopIds', ids: number[]) => void;
    errorText: (name: string) => string | undefined;
    register: (name: 'allowShopIds') => FieldBinding;
  };
}) {
  const t = useFeatureText(accountsMessages);
  return (
    <ShopPicker
      label={t('accounts.field.shops')}
      hint={t('accounts.field.shopsHint')}
      emptyText={t('accounts.field.noShops')}
      selectAllText={t('accounts.field.selectAllShops')}
      clearText={t('accounts.field.clearShops')}
      shops={shops}
      value={form.values.allowShopIds}
      onChange={(ids) => form.setValue('allowShopIds', ids)}
      error={form.errorText('allowShopIds')}
      focusRef={form.register('allowShopIds').ref}
    />
  );
}

function OptionsError({ show, text }: { show: boolean; text: string }) {
  if (!show) return null;
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
