import { inputFields, plainInput } from '../../graphql/inputs';
import { builder } from '../../graphql/builder';
import type { InputFields } from '../../graphql/inputs';
import * as auth from './auth.service';

const AuthPayload = builder.objectRef<auth.TokenAnswer>('AuthPayload').implement({
  description: 'An access token; send it as "Authorization: Bearer <accessToken>"',
  fields: (t) => ({
    accessToken: t.exposeString('access_token'),
    expiresIn: t.exposeInt('expires_in', { description: 'Seconds until the token must be refreshed' }),
    tokenType: t.exposeString('token_type'),
  }),
});

/** The fields of a new account, the same for a registering company's main account and a sub-account. */
export const newAccountFields = (t: InputFields) => ({
  ...inputFields(t, { username: 'String!', password: 'String!', password2: 'String!', realname: 'String!', phone: 'String', email: 'String' }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({ username: t.string({ required: true }), password: t.string({ required: true }) }),
});
const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    ...newAccountFields(t),
  }),
});
const ResetPasswordInput = plainInput('ResetPasswordInput', { username: 'String!', code: 'String!', password: 'String!', password2: 'String!' });
const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({ oldPassword: t.string({ required: true }), password: t.string({ required: true }), password2: t.string({ required: true }) }),
});
const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({ realname: t.string({ required: true }), phone: t.string(), email: t.string() }),
});

const meta = (ctx: { ip: string; userAgent: string; lang: 'zh' | 'en' }) => ({ ip: ctx.ip, userAgent: ctx.userAgent, lang: ctx.lang });
const ext = { operateModule: 'auth' };

builder.mutationFields((t) => ({
  login: t.field({
    type: AuthPayload,
    errors: {},
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_r, { input }, ctx) => auth.login(ctx.platform, meta(ctx), input),
  }),
  register: t.field({
    type: AuthPayload,
    errors: {},
    description: 'Creates a company (standard edition) with its main account and signs it in',
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: (_r, { input }, ctx) => auth.register(ctx.platform, meta(ctx), input),
  }),
  refreshToken: t.field({
    type: AuthPayload,
    description: 'Swaps the bearer token (also an expired one) for a fresh one while the session lives',
    resolve: (_r, _a, ctx) => auth.refresh(ctx.platform, ctx.token),
  }),
  logout: t.boolean({
    authScopes: { loggedIn: true },
    extensions: ext,
    resolve: async (_r, _a, ctx) => (await auth.logout(ctx), true),
  }),
  sendPasswordResetCode: t.boolean({
    errors: {},
    description: 'Sends a 6-character verification code to the account e-mail',
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => (await auth.sendResetCode(ctx.platform, meta(ctx), args), true),
  }),
  resetPassword: t.boolean({
    errors: {},
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_r, { input }, ctx) => (await auth.resetPassword(ctx.platform, meta(ctx), input), true),
  }),
  changePassword: t.boolean({
    errors: {},
    authScopes: { loggedIn: true },
    extensions: ext,
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_r, { input }, ctx) => (await auth.changePassword(ctx, input), true),
  }),
  updateProfile: t.prismaField({
    type: 'User',
    errors: {},
    authScopes: { loggedIn: true },
    extensions: ext,
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => auth.updateProfile(ctx, input),
  }),
}));
