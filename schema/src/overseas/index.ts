// Third-party overseas warehouses (issue 23 slice 1; spec 02 §2 /overseasWarehouseAuth,
// /overseasLogistics, §3 'Overseas warehouse authorization: service provider, custom name', §4
// 'Authorization: activated or terminated'). Shared by the server (checks) and the client (forms).
import { z } from 'zod';
import type { Transition } from '../rules/inventory';

/** The providers a seller can authorize; each has a connector (today only the sandbox answers). */
export const OVERSEAS_PROVIDERS = ['goodcang', 'fpx', 'winit'] as const;
export type OverseasProvider = (typeof OVERSEAS_PROVIDERS)[number];

/** How a provider is called on screen. */
export const OVERSEAS_PROVIDER_LABELS: Record<OverseasProvider, { zh: string; en: string }> = {
  goodcang: { zh: '谷仓海外仓', en: 'Goodcang' },
  fpx: { zh: '递四方海外仓', en: '4PX Overseas' },
  winit: { zh: '万邑通', en: 'Winit' },
};

export const OVERSEAS_AUTH_STATUSES = ['activated', 'terminated'] as const;
export type OverseasAuthStatus = (typeof OVERSEAS_AUTH_STATUSES)[number];

/**
 * Spec 02 §4 'Authorization: activated or terminated'. Terminating stops every use of the account
 * (sync, binding, its channels on orders); activating again re-checks the credentials first.
 */
export const OVERSEAS_AUTH_TRANSITIONS: Record<'terminate' | 'activate', Transition<OverseasAuthStatus>> = {
  terminate: { from: ['activated'], to: 'terminated' },
  activate: { from: ['terminated'], to: 'activated' },
};

const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const positiveId = z.number({ error: 'validation.positiveId' }).int({ error: 'validation.positiveId' }).positive({ error: 'validation.positiveId' });
/** App keys and secrets: printable ASCII without spaces (what the providers issue). */
const credential = requiredText(200).regex(/^[\x21-\x7e]+$/, { error: 'overseas.credentialChars' });

/** A new authorization: provider, the seller's name for it, app key and secret. */
export const overseasAuthInput = z.object({
  provider: z.enum(OVERSEAS_PROVIDERS, { error: 'overseas.providerInvalid' }),
  name: requiredText(50),
  appKey: credential,
  appSecret: credential,
});
export type OverseasAuthInput = z.output<typeof overseasAuthInput>;

/** Editing an authorization: the name; a key or secret left empty keeps the stored one. */
export const overseasAuthUpdateInput = z.object({
  name: requiredText(50),
  appKey: z.union([z.literal(''), credential]).default(''),
  appSecret: z.union([z.literal(''), credential]).default(''),
});

/** Binds a provider warehouse to one of the seller's overseas warehouses (null: unbinds it). */
export const overseasWarehouseBindInput = z.object({
  providerWarehouseId: positiveId,
  warehouseId: positiveId.nullable().default(null),
});

export * from './inventory';
