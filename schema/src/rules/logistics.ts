// Logistics channels and tracking-number pools (issue 6 item 8; spec 02 §3, §4 'Logistics provider
// and channel: enabled or disabled', 'Number in a pool: marked used', §5 'Number pool files txt only').
import { z } from 'zod';

/** system: a carrier product from the fixed catalogue the seller enables; custom: seller-defined. */
export const CHANNEL_TYPES = ['system', 'custom'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export interface SystemChannelDef {
  /** Stable key of the catalogue entry (LogisticsChannel.code of an enabled system channel). */
  code: string;
  carrier: string;
  name: string;
  /** Grams; 0 = no limit. */
  maxWeight: number;
  trackingUrl: string;
}

/** The carriers whose tracking goes through the carrier tracker. */
export const SYSTEM_CARRIERS = ['YunExpress', '4PX', 'Yanwen', 'Cainiao', 'DHL eCommerce', 'UPS', 'FedEx'] as const;

/** The fixed catalogue of system channels (/systemLogistics lists it; the seller enables entries). */
export const SYSTEM_CHANNELS: readonly SystemChannelDef[] = [
  { code: 'YUN-STD', carrier: 'YunExpress', name: 'YunExpress Standard', maxWeight: 2000, trackingUrl: 'https://www.yuntrack.com/track/detail?id={no}' },
  { code: 'YUN-EXP', carrier: 'YunExpress', name: 'YunExpress Express', maxWeight: 30000, trackingUrl: 'https://www.yuntrack.com/track/detail?id={no}' },
  { code: '4PX-ECO', carrier: '4PX', name: '4PX Economy', maxWeight: 2000, trackingUrl: 'https://track.4px.com/#/result/0/{no}' },
  { code: '4PX-STD', carrier: '4PX', name: '4PX Standard', maxWeight: 30000, trackingUrl: 'https://track.4px.com/#/result/0/{no}' },
  { code: 'YW-ECO', carrier: 'Yanwen', name: 'Yanwen Economy', maxWeight: 2000, trackingUrl: 'https://track.yanwen.com/en/result?nums={no}' },
  { code: 'CN-STD', carrier: 'Cainiao', name: 'Cainiao Standard', maxWeight: 2000, trackingUrl: 'https://global.cainiao.com/detail.htm?mailNoList={no}' },
  { code: 'CN-SAV', carrier: 'Cainiao', name: 'Cainiao Super Economy', maxWeight: 500, trackingUrl: 'https://global.cainiao.com/detail.htm?mailNoList={no}' },
  {
    code: 'DHLE-PKT',
    carrier: 'DHL eCommerce',
    name: 'DHL eCommerce Packet Plus',
    maxWeight: 2000,
    trackingUrl: 'https://webtrack.dhlecs.com/?trackingnumber={no}',
  },
  { code: 'UPS-EXP', carrier: 'UPS', name: 'UPS Worldwide Express', maxWeight: 70000, trackingUrl: 'https://www.ups.com/track?tracknum={no}' },
  { code: 'FDX-IP', carrier: 'FedEx', name: 'FedEx International Priority', maxWeight: 68000, trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={no}' },
];

export function systemChannelByCode(code: string): SystemChannelDef | undefined {
  return SYSTEM_CHANNELS.find((c) => c.code === code);
}

/**
 * Where a channel's tracking numbers come from (issue 18): carrier (the carrier connector creates the
 * shipment and answers the number and the label), pool (the channel's number pool), manual (typed in
 * or imported), none (the channel ships without tracking: the only mode that ships without a number).
 */
export const TRACKING_MODES = ['carrier', 'pool', 'manual', 'none'] as const;
export type TrackingMode = (typeof TRACKING_MODES)[number];

/** A channel ships only with a tracking number unless its mode is none. */
export function channelNeedsTracking(mode: string): boolean {
  return mode !== 'none';
}

/**
 * The mode a channel gets from a write that may send trackingMode and/or the older usesNumberPool
 * flag: an explicit mode wins; usesNumberPool true means pool; false moves a pool channel back to
 * its type's default (carrier for system channels, manual for custom ones).
 */
export function resolveTrackingMode(
  current: { type: string; trackingMode: string },
  sent: { trackingMode?: TrackingMode; usesNumberPool?: boolean },
): { trackingMode: TrackingMode; usesNumberPool: boolean } {
  let mode = current.trackingMode as TrackingMode;
  if (sent.trackingMode) mode = sent.trackingMode;
  else if (sent.usesNumberPool === true) mode = 'pool';
  else if (sent.usesNumberPool === false && mode === 'pool') mode = current.type === 'system' ? 'carrier' : 'manual';
  return { trackingMode: mode, usesNumberPool: mode === 'pool' };
}

export const CHANNEL_NAME_MAX = 64;
/** Grams: 0 = no limit; 1000 kg at most. */
export const CHANNEL_MAX_WEIGHT_LIMIT = 1_000_000;

const maxWeight = z
  .number({ error: 'logistics.channel.maxWeightInvalid' })
  .int({ error: 'logistics.channel.maxWeightInvalid' })
  .min(0, { error: 'logistics.channel.maxWeightInvalid' })
  .max(CHANNEL_MAX_WEIGHT_LIMIT, { error: 'logistics.channel.maxWeightInvalid' });

/** A custom channel (/customLogistics). */
export const customChannelInput = z.object({
  name: z
    .string({ error: 'logistics.channel.nameRequired' })
    .trim()
    .min(1, { error: 'logistics.channel.nameRequired' })
    .max(CHANNEL_NAME_MAX, { error: 'logistics.channel.nameTooLong' }),
  carrier: z.string().trim().max(64, { error: 'logistics.channel.carrierTooLong' }).default(''),
  code: z.string().trim().max(32, { error: 'logistics.channel.codeTooLong' }).default(''),
  maxWeight: maxWeight.default(0),
  usesNumberPool: z.boolean().default(false),
  trackingMode: z.enum(TRACKING_MODES, { error: 'logistics.channel.trackingModeInvalid' }).optional(),
  trackingUrl: z.string().trim().max(300, { error: 'logistics.channel.trackingUrlTooLong' }).default(''),
  enabled: z.boolean().default(true),
});
export type CustomChannelInput = z.infer<typeof customChannelInput>;

/** Editing an enabled system channel: only the seller-side settings. */
export const systemChannelSettingsInput = z.object({
  maxWeight: maxWeight.optional(),
  usesNumberPool: z.boolean().optional(),
  trackingMode: z.enum(TRACKING_MODES, { error: 'logistics.channel.trackingModeInvalid' }).optional(),
  enabled: z.boolean().optional(),
});

// ---- number pools ------------------------------------------------------------------------------

/** Number pool files: .txt only (spec 02 §5). */
export const NUMBER_POOL_EXTENSIONS = ['txt'] as const;
export const NUMBER_POOL_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const TRACKING_NUMBER_MAX = 50;
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

/** True when the file name ends in .txt (any case) and the type, when given, is text/plain. */
export function isNumberPoolFile(name: string, type?: string | null): boolean {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  if (!(NUMBER_POOL_EXTENSIONS as readonly string[]).includes(ext)) return false;
  return !type || type === 'text/plain';
}

export interface ParsedNumberFile {
  /** Distinct numbers in file order. */
  numbers: string[];
  /** Numbers that appeared again further down the file (each reported once). */
  duplicates: string[];
  /** 1-based line numbers of lines that are not valid tracking numbers. */
  invalidLines: number[];
  blankLines: number;
}

/** One number per line: trims, skips blank lines, reports repeats within the file and invalid lines. */
export function parseNumberFile(content: string): ParsedNumberFile {
  const seen = new Set<string>();
  const dup = new Set<string>();
  const numbers: string[] = [];
  const invalidLines: number[] = [];
  let blankLines = 0;
  content
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const n = raw.trim();
      if (!n) {
        blankLines++;
        return;
      }
      if (n.length > TRACKING_NUMBER_MAX || !TRACKING_NUMBER_PATTERN.test(n)) {
        invalidLines.push(i + 1);
        return;
      }
      if (seen.has(n)) dup.add(n);
      else {
        seen.add(n);
        numbers.push(n);
      }
    });
  return { numbers, duplicates: [...dup], invalidLines, blankLines };
}

/** Fills a channel's tracking URL template ({no} = the tracking number). */
export function trackingLink(template: string, trackingNo: string): string {
  if (!template) return '';
  return template.includes('{no}') ? template.replaceAll('{no}', encodeURIComponent(trackingNo)) : template;
}
