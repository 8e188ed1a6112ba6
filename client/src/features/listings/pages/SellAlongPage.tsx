/**
 * /emagSellAlong (issue 19 point 5): find an eMAG catalogue product by EAN or part number through
 * one of the seller's eMAG shops, offer it with the seller's SKU, price and stock (the offer is an
 * online listing), and keep its price one cent under the cheapest competitor, never below the floor
 * ("follow prices now" for the ticked offers or every followed one, with what it did).
 */
import { Badge, Button, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { MARKETPLACE_LABELS } from '@erp/schema';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import type { SellAlongOfferInput } from '../../../api/generated/types';
import { useFeatureText } from '../../../i18n/featureIntl';
import { ChoiceSelect, Notice, useZodForm, type DataTableColumn } from '../../../ui';
import { featurePage } from '../../../ui/FeatureScope';
import { actionsColumn, InfoDialog, ListPage, RecordFormDialog, RowActions, useDialog, useListScreen, useRecord } from '../../../ui/resource';
import { SellAlongProductsDocument, type SellAlongProductsQuery } from '../tools.generated';
import { sellAlongList, useSellAlongCommands, useShopsOf, type SellAlongRow } from './hooks';
import { toolsMessages } from './messages';
import { NoShopText } from './NoShopText';
import { onlineToolFilter, toolColumns, toolFields, useToolTitle } from './toolList';

const MARKETPLACE = 'emag' as const;
export const SELL_ALONG_PATH = '/emagSellAlong';
const PUBLISH = 'emagListing.publish';
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

type Product = Extract<SellAlongProductsQuery['sellAlongProducts'], { __typename: 'QuerySellAlongProductsSuccess' }>['data'][number];
type Found = { product: Product; shopId: number; code: string };
type Dialog = { kind: 'find' } | { kind: 'follow'; offer: SellAlongRow };
/** The last "follow prices now": what it checked, what it changed, what it could not. */
type FollowRun = { checked: number; repriced: number; failures: readonly { id: number; message: string }[] };

const money = (v: string) => MONEY.test(v.trim());

function SellAlongScreen() {
  const t = useFeatureText(toolsMessages);
  const title = useToolTitle(SELL_ALONG_PATH, MARKETPLACE_LABELS[MARKETPLACE]);
  const shops = useShopsOf(MARKETPLACE);
  const commands = useSellAlongCommands();
  const [lastRun, setLastRun] = useState<FollowRun | null>(null);
  const screen = useListScreen({ ...sellAlongList, fields: toolFields(t, shops.options, true), toFilter: onlineToolFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const open = dialog.current;

  const followNow = (rows: SellAlongRow[]) =>
    screen.run(async () => {
      const outcome = await commands.follow(rows.length ? { ids: rows.map((r) => r.id) } : {}, { failure: t('tools.sellAlong.followFailed') });
      if (outcome.ok) setLastRun(outcome.data);
      return outcome;
    });
  const stopFollowing = (r: SellAlongRow) =>
    screen.run(() => commands.setFollow({ id: r.id, follow: false, floorPrice: r.minPrice }, { success: t('tools.sellAlong.followSaved') }));

  const column = toolColumns<SellAlongRow>(t, { skuDash: false });
  const columns: DataTableColumn<SellAlongRow>[] = [
    column.title,
    {
      key: 'product',
      header: t('tools.sellAlong.col.product'),
      cell: (r) => (
        <Stack gap="0" textStyle="xs" fontFamily="mono">
          <Text>{r.sellAlong?.ean || '—'}</Text>
          <Text color="fg.muted">{r.sellAlong?.partNumber || r.sellAlong?.productKey}</Text>
        </Stack>
      ),
    },
    column.shop,
    column.price,
    column.quantity,
    {
      key: 'floor',
      header: t('tools.sellAlong.col.floor'),
      cell: (r) => (
        <HStack gap="2">
          <Text>{r.minPrice ? `${Number(r.minPrice).toFixed(2)} ${r.currency}` : '—'}</Text>
          <Badge colorPalette={r.sellAlong?.follow ? 'green' : 'gray'}>
            {t(r.sellAlong?.follow ? 'tools.sellAlong.following' : 'tools.sellAlong.notFollowing')}
          </Badge>
        </HStack>
      ),
    },
    column.status,
    column.updated,
    actionsColumn(t('tools.col.actions'), (r) => (
      <RowActions
        record={r.title || r.sellerSku}
        actions={[
          {
            key: 'start',
            label: t('tools.sellAlong.startFollow'),
            permission: PUBLISH,
            when: !r.sellAlong?.follow,
            onClick: () => dialog.open({ kind: 'follow', offer: r }),
          },
          {
            key: 'stop',
            label: t('tools.sellAlong.stopFollow'),
            permission: PUBLISH,
            when: Boolean(r.sellAlong?.follow),
            onClick: () => void stopFollowing(r),
          },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={{
        title,
        description: t('tools.sellAlong.description'),
        emptyText: shops.none ? <NoShopText marketplace={MARKETPLACE} /> : t('tools.sellAlong.empty'),
        name: 'sellAlong',
        create: { permission: PUBLISH, label: t('tools.sellAlong.find'), onClick: () => dialog.open({ kind: 'find' }) },
      }}
      screen={screen}
      columns={columns}
      batchActions={[{ key: 'follow', label: t('tools.sellAlong.follow'), permission: PUBLISH, allowEmpty: true, onClick: (rows) => followNow(rows) }]}
      above={
        <Stack gap="2">
          <Text textStyle="xs" color="fg.muted">
            {t('tools.sellAlong.followHint')}
          </Text>
          {lastRun ? <FollowOutcome run={lastRun} rows={screen.rows} /> : null}
        </Stack>
      }
    >
      {open?.kind === 'find' ? <FindDialog shops={shops.options} noShop={shops.none} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'follow' ? <FollowDialog offer={open.offer} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}

function FollowOutcome({ run, rows }: { run: FollowRun; rows: readonly SellAlongRow[] }) {
  const t = useFeatureText(toolsMessages);
  const name = (id: number) => rows.find((r) => r.id === id)?.sellerSku ?? `#${id}`;
  const details = run.failures.map((f) => `${name(f.id)} ${f.message}`).join('; ');
  return (
    <Notice
      status={run.failures.length ? 'warning' : 'success'}
      title={`${t('tools.sellAlong.lastRun')}: ${t('tools.sellAlong.followed', { checked: run.checked, repriced: run.repriced })}`}
      description={run.failures.length ? t('tools.sellAlong.failures', { count: run.failures.length, details }) : undefined}
    />
  );
}

/**
 * Shop + code → the catalogue products it names, each offered already or with its "Sell along",
 * whose offer form opens over the search (closing the form comes back to the products; saving the
 * offer closes both).
 */
function FindDialog({
  shops,
  noShop,
  onClose,
  onSaved,
}: {
  shops: { value: string; label: string }[];
  /** the seller has no authorized eMAG shop: nothing can be searched */
  noShop: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFeatureText(toolsMessages);
  const [shopId, setShopId] = useState('');
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState<{ shopId: number; code: string } | null>(null);
  const [picked, setPicked] = useState<Found | null>(null);
  const shop = shopId || shops[0]?.value || '';
  const answer = useRecord(SellAlongProductsDocument, (d) => d.sellAlongProducts, asked ?? { shopId: 0, code: '' }, {
    skip: !asked,
    fetchPolicy: 'network-only',
  });
  const result = answer.record;
  const products = result?.__typename === 'QuerySellAlongProductsSuccess' ? result.data : null;
  const search = (e: FormEvent) => {
    e.preventDefault();
    if (shop && code.trim()) setAsked({ shopId: Number(shop), code: code.trim() });
  };
  return (
    <>
      <InfoDialog title={t('tools.sellAlong.find')} onClose={onClose} size="lg">
        <Stack gap="4">
          {noShop ? <Notice status="warning" description={<NoShopText marketplace={MARKETPLACE} />} /> : null}
          <form onSubmit={search} aria-label={t('tools.sellAlong.find')}>
            <HStack gap="2" align="end">
              <ChoiceSelect value={shop} onChange={setShopId} options={shops} aria-label={t('tools.sellAlong.shop')} flex="1" />
              <Input
                size="sm"
                flex="2"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                placeholder={t('tools.sellAlong.code')}
                aria-label={t('tools.sellAlong.code')}
              />
              <Button type="submit" size="sm" colorPalette="teal" loading={answer.loading} disabled={!shop || !code.trim()}>
                {t('tools.sellAlong.search')}
              </Button>
            </HStack>
          </form>
          {result && result.__typename !== 'QuerySellAlongProductsSuccess' ? <Notice status="error" description={result.message} /> : null}
          {products && products.length === 0 ? <Text color="fg.muted">{t('tools.sellAlong.noResult')}</Text> : null}
          {products?.map((p) => (
            <HStack key={p.productKey} gap="3" borderWidth="1px" rounded="md" p="3" align="start">
              {p.image ? <Image src={p.image} alt="" boxSize="12" objectFit="cover" rounded="sm" /> : null}
              <Stack gap="0" flex="1">
                <Text fontWeight="medium">{p.name}</Text>
                <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                  {[p.brand, p.ean, p.partNumber].filter(Boolean).join(' · ')}
                </Text>
                <Text textStyle="sm">
                  {p.lowestPrice ? t('tools.sellAlong.lowest', { price: p.lowestPrice, count: p.competitors.length }) : t('tools.sellAlong.noCompetitor')}
                </Text>
              </Stack>
              {p.offeredListingId ? (
                <Badge colorPalette="gray">{t('tools.sellAlong.offered')}</Badge>
              ) : (
                <Button
                  size="xs"
                  colorPalette="teal"
                  aria-label={`${t('tools.sellAlong.offer')} ${p.name}`}
                  onClick={() => asked && setPicked({ product: p, ...asked })}
                >
                  {t('tools.sellAlong.offer')}
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      </InfoDialog>
      {picked ? <OfferDialog found={picked} onClose={() => setPicked(null)} onSaved={onSaved} /> : null}
    </>
  );
}

const offerSchema = (found: Found) =>
  z
    .object({
      sellerSku: z.string().trim().min(1, 'listing.skuRequired').max(100, 'validation.tooLong'),
      price: z
        .string()
        .trim()
        .refine(money, 'listing.priceInvalid')
        .refine((v) => Number(v) > 0, 'listing.pricePositive'),
      quantity: z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, 'listing.quantityInteger'),
      floorPrice: z
        .string()
        .trim()
        .refine((v) => v === '' || money(v), 'listing.priceInvalid'),
      follow: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.floorPrice !== '' && money(v.price) && Number(v.floorPrice) >= Number(v.price))
        ctx.addIssue({ code: 'custom', path: ['floorPrice'], message: 'tools.sellAlong.floorBelowPrice' });
      if (v.follow && v.floorPrice === '') ctx.addIssue({ code: 'custom', path: ['floorPrice'], message: 'form.required' });
    })
    .transform((v): SellAlongOfferInput => ({
      shopId: found.shopId,
      code: found.code,
      productKey: found.product.productKey,
      sellerSku: v.sellerSku,
      price: v.price,
      quantity: Number(v.quantity),
      floorPrice: v.floorPrice || null,
      follow: v.follow,
    }));

function OfferDialog({ found, onClose, onSaved }: { found: Found; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(toolsMessages);
  const commands = useSellAlongCommands();
  const [schema] = useState(() => offerSchema(found));
  const form = useZodForm(schema, { sellerSku: '', price: found.product.lowestPrice ?? '', quantity: '', floorPrice: '', follow: false });
  return (
    <RecordFormDialog
      title={t('tools.sellAlong.offerTitle', { name: found.product.name })}
      hint={[found.product.ean, found.product.partNumber].filter(Boolean).join(' · ')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      submitText={t('tools.sellAlong.offer')}
      save={(input, feedback) => commands.offer({ input }, feedback)}
      success={t('tools.sellAlong.offerSaved')}
      failure={t('tools.sellAlong.offerFailed')}
      fields={[
        { name: 'sellerSku', label: t('tools.sellAlong.sellerSku'), required: true },
        {
          columns: 3,
          fields: [
            { name: 'price', label: t('tools.sellAlong.price'), kind: 'decimal', required: true },
            { name: 'quantity', label: t('tools.sellAlong.quantity'), kind: 'number', required: true },
            { name: 'floorPrice', label: t('tools.sellAlong.floor'), kind: 'decimal', hint: t('tools.sellAlong.floorHint') },
          ],
        },
        { name: 'follow', label: t('tools.sellAlong.followSwitch'), kind: 'switch' },
      ]}
    />
  );
}

const followSchema = z.object({
  floorPrice: z
    .string()
    .trim()
    .min(1, 'form.required')
    .refine(money, 'listing.priceInvalid')
    .refine((v) => Number(v) > 0, 'listing.pricePositive'),
});

/** Start following: the floor is required (the server refuses following without one). */
function FollowDialog({ offer, onClose, onSaved }: { offer: SellAlongRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(toolsMessages);
  const commands = useSellAlongCommands();
  const form = useZodForm(followSchema, { floorPrice: offer.minPrice ?? '' });
  return (
    <RecordFormDialog
      title={t('tools.sellAlong.startFollow')}
      hint={`${offer.title || offer.sellerSku} · ${t('tools.sellAlong.price')} ${offer.price} ${offer.currency}`}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      submitText={t('tools.sellAlong.startFollow')}
      save={(input, feedback) => commands.setFollow({ id: offer.id, follow: true, floorPrice: input.floorPrice }, feedback)}
      success={t('tools.sellAlong.followSaved')}
      failure={t('tools.failed')}
      fields={[{ name: 'floorPrice', label: t('tools.sellAlong.floor'), kind: 'decimal', required: true, hint: t('tools.sellAlong.floorHint') }]}
    />
  );
}

export const SellAlongPage = featurePage(toolsMessages, SellAlongScreen);
