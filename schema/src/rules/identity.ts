// Input rules for sign-in, accounts, roles, shops and company (issue 2). Message texts are ids
// in ../messages; the server turns them into the caller's language.
import { z } from 'zod';
import { EU_TAX_TYPES, PAGE_SIZE_MAX, PASSWORD_MIN_LENGTH, PLATFORM_TYPES, SHOP_STATUS_VALUES, VERIFICATION_CODE_LENGTH } from '../constants';
import { PROFIT_FEE_MODES } from './profit';

const required = (max = 100) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const optionalText = (max = 200) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');

export const PHONE_PATTERN = /^[0-9+\- ]*$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,50}$/;

export const username = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(USERNAME_PATTERN, { error: 'validation.username' });
export const newPassword = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordTooShort' })
  .max(128, { error: 'validation.tooLong' });
export const phone = z.string().trim().max(30, { error: 'validation.tooLong' }).regex(PHONE_PATTERN, { error: 'validation.phone' }).default('');
export const email = z.union([z.literal(''), z.email({ error: 'validation.email' }).max(120, { error: 'validation.tooLong' })]).default('');
const ids = z
  .array(z.number({ error: 'validation.integerIds' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' }), {
    error: 'validation.integerIds',
  })
  .max(1000);

/** "Password twice must match" (spec 01 §5), reported on password2. */
function passwordsMatch<T extends { password: string; password2: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password !== value.password2) {
    ctx.addIssue({ code: 'custom', path: ['password2'], message: 'validation.passwordMismatch' });
  }
}

export const loginInput = z.object({
  username: required(50),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(128, { error: 'validation.tooLong' }),
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z
  .object({
    companyName: required(100),
    username,
    password: newPassword,
    password2: z.string({ error: 'validation.required' }),
    realname: required(50),
    phone,
    email,
  })
  .superRefine(passwordsMatch);
export type RegisterInput = z.infer<typeof registerInput>;

export const sendCodeInput = z.object({ username: required(50) });

export const resetPasswordInput = z
  .object({
    username: required(50),
    code: z.string({ error: 'validation.required' }).trim().length(VERIFICATION_CODE_LENGTH, { error: 'validation.codeLength' }),
    password: newPassword,
    password2: z.string({ error: 'validation.required' }),
  })
  .superRefine(passwordsMatch);

export const changePasswordInput = z
  .object({ oldPassword: z.string().min(1, { error: 'validation.required' }), password: newPassword, password2: z.string() })
  .superRefine(passwordsMatch);

export const updateProfileInput = z.object({ realname: required(50), phone, email });

export const createSubAccountInput = z
  .object({
    username,
    password: newPassword,
    password2: z.string({ error: 'validation.required' }),
    realname: required(50),
    phone,
    email,
    roleId: z.number().int().positive().nullish(),
    allowShopIds: ids.default([]),
  })
  .superRefine(passwordsMatch);

export const updateSubAccountInput = z.object({
  id: z.number().int().positive(),
  realname: required(50).optional(),
  phone: phone.optional(),
  email: email.optional(),
  roleId: z.number().int().positive().nullish(),
  allowShopIds: ids.optional(),
});

export const resetSubAccountPasswordInput = z
  .object({ id: z.number().int().positive(), password: newPassword, password2: z.string() })
  .superRefine(passwordsMatch);

export const roleInput = z.object({
  name: required(50),
  remark: optionalText(200),
  permissions: z.array(z.string().min(1).max(100)).max(2000).default([]),
});

const rate = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, { error: 'validation.rate' });

const platformTypes = new Set<number>(Object.values(PLATFORM_TYPES));
export const platformType = z
  .number()
  .int()
  .refine((v) => platformTypes.has(v), { error: 'validation.platformType' });

export const authorizeShopInput = z.object({
  platformType,
  shopName: required(100),
  alias: optionalText(100),
  site: optionalText(20),
  /** What the marketplace's consent page handed back (the sandbox accepts any code but "denied"). */
  authCode: required(500),
});

export const reauthorizeShopInput = z.object({ id: z.number().int().positive(), authCode: required(500) });

export const updateShopInput = z.object({
  id: z.number().int().positive(),
  shopName: required(100).optional(),
  alias: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  platformRate: rate.optional(),
  transferRate: rate.optional(),
  vatRate: rate.optional(),
  euTaxNumber: z.string().trim().max(50, { error: 'validation.tooLong' }).optional(),
  euTaxType: z.enum(EU_TAX_TYPES, { error: 'validation.euTaxType' }).optional(),
  returnWarehouseId: z.number().int().positive().nullish(),
  /** How the shop's platform fee is taken (spec 02 §9): 'multiply' or 'inclusive'. */
  platformFeeMode: z.enum(PROFIT_FEE_MODES, { error: 'validation.platformFeeMode' }).optional(),
});

export const shopStatus = z
  .number()
  .int()
  .refine((v) => SHOP_STATUS_VALUES.includes(v), { error: 'validation.shopStatus' });

export const updateCompanyInput = z.object({
  name: required(100).optional(),
  contact: optionalText(50).optional(),
  phone: phone.optional(),
  email: email.optional(),
  address: optionalText(300).optional(),
});

export const clientLogInput = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(4000)
    .transform((v) => v.slice(0, 2000)),
  level: z.string().max(20).default('error'),
  data: z
    .object({
      info: z.unknown().optional(),
      error: z.unknown().optional(),
      dataError: z.unknown().optional(),
      route: z.string().max(500).optional(),
      fullPath: z.string().max(2000).optional(),
    })
    .passthrough()
    .default({}),
  userId: z.union([z.number(), z.string()]).optional(),
  companyId: z.union([z.number(), z.string()]).optional(),
});

export const pageSize = z
  .number({ error: 'validation.pageSize' })
  .int({ error: 'validation.pageSize' })
  .min(1, { error: 'validation.pageSize' })
  .max(PAGE_SIZE_MAX, { error: 'validation.pageSize' });
