// First-mile (head-haul) logistics providers (/logisticHeadProvider) and their channels
// (/logisticHeadChannel), issue 23 item 4. A provider's optional API key is sealed like the overseas
// warehouse credentials (shops.credentials.ts) and never answered, only masked. A channel carries
// its price card (firstMilePriceCard of @erp/schema); firstMileFreightQuote prices goods on it.
import { firstMileChannelInput, firstMileFreight, firstMileProviderInput, firstMileQuoteInput, type FirstMilePriceCard } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, can, permissionDenied, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, ValidationError } from '../../platform/errors';
import { findRecord, inputAndRecord } from '../../platform/records';
import { secretBox } from '../../platform/secret-box';
import { parseInput, uniquelyNamed } from '../../platform/validate';
import { listWhere } from '../../platform/where';
import { maskCredential, sealCredential } from '../shops/shops.credentials';

const PROVIDER_PAGE = 'logisticHeadProvider';
const CHANNEL_PAGE = 'logisticHeadChannel';
const PROVIDER_EDIT = 'logisticHeadProvider.update';
const CHANNEL_EDIT = 'logisticHeadChannel.update';

type Provider = Prisma.FirstMileProviderGetPayload<object>;
type Channel = Prisma.FirstMileChannelGetPayload<object>;

/** What the screen shows of the stored API key: its last characters behind a mask ('' when none). */
export const maskedApiKey = (ctx: RequestContext, stored: string) => maskCredential(secretBox(ctx.platform.config), stored);

// ---- providers --------------------------------------------------------------------------------

export const providerWhere = listWhere<Prisma.FirstMileProviderWhereInput>()(PROVIDER_PAGE, {
  given: ['enabled'],
  keyword: ['name', 'contact'],
});

export const findProvider = (ctx: RequestContext, id: number): Promise<Provider> => findRecord(ctx.db.firstMileProvider, id, 'firstMile.providerNotFound');

const providerNameExists = (name: string) => ValidationError.field('name', 'firstMile.providerNameExists', { name });
const channelNameExists = (name: string) => ValidationError.field('name', 'firstMile.channelNameExists', { name });

/** Pickers of the channel page (and the provider filter). */
export async function providerOptions(ctx: RequestContext) {
  const actor = requireActor(ctx);
  if (!can(actor, PROVIDER_PAGE) && !can(actor, CHANNEL_PAGE)) throw permissionDenied(CHANNEL_PAGE);
  return ctx.db.firstMileProvider.findMany({ select: { id: true, name: true, enabled: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export async function createProvider(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, PROVIDER_EDIT);
  const input = parseInput(firstMileProviderInput, raw);
  return uniquelyNamed(
    ctx.db.firstMileProvider,
    input.name,
    undefined,
    () =>
      ctx.db.firstMileProvider.create({
        data: {
          companyId: actor.companyId,
          name: input.name,
          contact: input.contact,
          remark: input.remark,
          account: input.account,
          apiKey: sealCredential(secretBox(ctx.platform.config), input.apiKey),
        },
      }),
    () => providerNameExists(input.name),
  );
}

/** Edits a provider; an API key left empty keeps the stored one (clearApiKey removes it). */
export async function updateProvider(ctx: RequestContext, id: number, raw: unknown, clearApiKey = false) {
  assertCan(ctx, PROVIDER_EDIT);
  const { input } = await inputAndRecord(firstMileProviderInput, raw, () => findProvider(ctx, id));
  const data: Prisma.FirstMileProviderUpdateInput = { name: input.name, contact: input.contact, remark: input.remark, account: input.account };
  if (input.apiKey) data.apiKey = sealCredential(secretBox(ctx.platform.config), input.apiKey);
  else if (clearApiKey) data.apiKey = '';
  return uniquelyNamed(
    ctx.db.firstMileProvider,
    input.name,
    id,
    () => ctx.db.firstMileProvider.update({ where: { id }, data }),
    () => providerNameExists(input.name),
  );
}

export async function setProviderEnabled(ctx: RequestContext, id: number, enabled: boolean) {
  assertCan(ctx, PROVIDER_EDIT);
  await findProvider(ctx, id);
  return ctx.db.firstMileProvider.update({ where: { id }, data: { enabled } });
}

/** Deletes a provider without channels; one with channels is refused, naming how many. */
export async function deleteProvider(ctx: RequestContext, id: number) {
  assertCan(ctx, PROVIDER_EDIT);
  const p = await findProvider(ctx, id);
  const count = await ctx.db.firstMileChannel.count({ where: { providerId: id } });
  if (count > 0) throw new BusinessError('firstMile.providerHasChannels', { name: p.name, count });
  await ctx.db.firstMileProvider.deleteMany({ where: { id } });
  return true;
}

// ---- channels ---------------------------------------------------------------------------------

export const channelWhere = listWhere<Prisma.FirstMileChannelWhereInput>()(CHANNEL_PAGE, {
  given: ['providerId', 'transportMode', 'enabled'],
  keyword: ['name', 'pickupPlace'],
});

export const findChannel = (ctx: RequestContext, id: number): Promise<Channel> => findRecord(ctx.db.firstMileChannel, id, 'firstMile.channelNotFound');

/** The provider of a channel input, looked up through the caller's company (scoped client). */
async function channelProvider(ctx: RequestContext, providerId: number) {
  const p = await ctx.db.firstMileProvider.findFirst({ where: { id: providerId }, select: { id: true } });
  if (!p) throw ValidationError.field('providerId', 'firstMile.providerNotFound');
  return p;
}

function channelData(input: ReturnType<typeof firstMileChannelInput.parse>) {
  return {
    name: input.name,
    transportMode: input.transportMode,
    pickupPlace: input.pickupPlace,
    taxIncluded: input.taxIncluded,
    minDays: input.minDays,
    maxDays: input.maxDays,
    priceCard: input.priceCard as unknown as Prisma.InputJsonValue,
  };
}

export async function createChannel(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, CHANNEL_EDIT);
  const input = parseInput(firstMileChannelInput, raw);
  await channelProvider(ctx, input.providerId);
  return uniquelyNamed(
    ctx.db.firstMileChannel,
    input.name,
    undefined,
    () => ctx.db.firstMileChannel.create({ data: { companyId: actor.companyId, providerId: input.providerId, ...channelData(input) } }),
    () => channelNameExists(input.name),
  );
}

export async function updateChannel(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, CHANNEL_EDIT);
  const { input } = await inputAndRecord(firstMileChannelInput, raw, () => findChannel(ctx, id));
  await channelProvider(ctx, input.providerId);
  const data = { providerId: input.providerId, ...channelData(input) };
  return uniquelyNamed(
    ctx.db.firstMileChannel,
    input.name,
    id,
    () => ctx.db.firstMileChannel.update({ where: { id }, data }),
    () => channelNameExists(input.name),
  );
}

export async function setChannelEnabled(ctx: RequestContext, id: number, enabled: boolean) {
  assertCan(ctx, CHANNEL_EDIT);
  const c = await findChannel(ctx, id);
  if (enabled) {
    const p = await findProvider(ctx, c.providerId);
    if (!p.enabled) throw new BusinessError('firstMile.providerDisabled', { name: p.name });
  }
  return ctx.db.firstMileChannel.update({ where: { id }, data: { enabled } });
}

export async function deleteChannel(ctx: RequestContext, id: number) {
  assertCan(ctx, CHANNEL_EDIT);
  await findChannel(ctx, id);
  await ctx.db.firstMileChannel.deleteMany({ where: { id } });
  return true;
}

/** Trial calculation: the freight of goods of this weight and volume on the channel's price card; null when the channel is not the company's. */
export async function freightQuote(ctx: RequestContext, channelId: number, raw: unknown) {
  assertCan(ctx, CHANNEL_PAGE);
  const goods = parseInput(firstMileQuoteInput, raw);
  const c = await ctx.db.firstMileChannel.findFirst({ where: { id: channelId } });
  return c ? firstMileFreight(c.priceCard as unknown as FirstMilePriceCard, goods) : null;
}
