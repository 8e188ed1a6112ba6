/**
 * Client-side checks mirroring the server's rules (@erp/schema `rules/identity.ts`:
 * loginInput, registerInput, sendCodeInput, resetPasswordInput). The server checks again
 * and its `form` errors land on the same fields.
 */
import { PASSWORD_MIN_LENGTH, PHONE_PATTERN, USERNAME_PATTERN, VERIFICATION_CODE_LENGTH } from '@erp/schema';
import type { MessageId } from '../../i18n';

export { PASSWORD_MIN_LENGTH, PHONE_PATTERN, USERNAME_PATTERN, VERIFICATION_CODE_LENGTH };
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;
export type Errors<K extends string> = Partial<Record<K, string>>;

function required(t: Translate, labelId: MessageId): string {
  return t('common.required', { field: t(labelId) });
}

export interface LoginValues extends Record<string, string> {
  username: string;
  password: string;
}

export function validateLogin(v: LoginValues, t: Translate): Errors<keyof LoginValues & string> {
  const errors: Errors<keyof LoginValues & string> = {};
  if (!v.username.trim()) errors.username = required(t, 'auth.username');
  if (!v.password) errors.password = required(t, 'auth.password');
  return errors;
}

export interface RegisterValues extends Record<string, string> {
  companyName: string;
  username: string;
  realname: string;
  phone: string;
  email: string;
  password: string;
  password2: string;
}

function checkNewPassword(password: string, password2: string, t: Translate, labels: [MessageId, MessageId]) {
  const errors: { password?: string; password2?: string } = {};
  if (!password) errors.password = required(t, labels[0]);
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH });
  if (!password2) errors.password2 = required(t, labels[1]);
  else if (password !== password2) errors.password2 = t('validation.passwordMismatch');
  return errors;
}

export function validateRegister(v: RegisterValues, t: Translate): Errors<keyof RegisterValues & string> {
  const errors: Errors<keyof RegisterValues & string> = {};
  if (!v.companyName.trim()) errors.companyName = required(t, 'auth.companyName');
  if (!v.username.trim()) errors.username = required(t, 'auth.username');
  else if (!USERNAME_PATTERN.test(v.username.trim())) errors.username = t('validation.username', { min: USERNAME_MIN, max: USERNAME_MAX });
  if (!v.realname.trim()) errors.realname = required(t, 'auth.realname');
  if (!PHONE_PATTERN.test(v.phone.trim())) errors.phone = t('validation.phone');
  if (v.email.trim() && !EMAIL_PATTERN.test(v.email.trim())) errors.email = t('validation.email');
  Object.assign(errors, checkNewPassword(v.password, v.password2, t, ['auth.password', 'auth.password2']));
  return errors;
}

export function validateUsername(username: string, t: Translate): Errors<'username'> {
  return username.trim() ? {} : { username: required(t, 'auth.username') };
}

export interface ResetValues extends Record<string, string> {
  code: string;
  password: string;
  password2: string;
}

export function validateReset(v: ResetValues, t: Translate): Errors<keyof ResetValues & string> {
  const errors: Errors<keyof ResetValues & string> = {};
  if (!v.code.trim()) errors.code = required(t, 'auth.code');
  else if (v.code.trim().length !== VERIFICATION_CODE_LENGTH) errors.code = t('validation.code', { length: VERIFICATION_CODE_LENGTH });
  Object.assign(errors, checkNewPassword(v.password, v.password2, t, ['auth.newPassword', 'auth.newPassword2']));
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
