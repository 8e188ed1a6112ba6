// Message notices and report jobs (spec 01 §2 'Message notices', 'Task queue dialog', §3, §4, §9).
// The spec fixes the codes 2, 8, 9, 10, 11, 13 and their links, the read flags, the levels and
// status 10; the other codes, the groups and the other statuses are ours (docs/decisions.md).

/** isRead values of a message notice. */
export const NOTICE_READ = { read: '1', unread: '2' } as const;
export type NoticeReadFlag = (typeof NOTICE_READ)[keyof typeof NOTICE_READ];

/** Website popup level: HIGH stays until closed, MIDDLE hides after 5 s, LOW shows no toast. */
export const NOTICE_LEVELS = ['HIGH', 'MIDDLE', 'LOW'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];
export const MIDDLE_TOAST_MS = 5000;
/** Badges (bell, downloads) show at most this and then '99+'. */
export const BADGE_CAP = 99;
export function badgeText(n: number): string {
  return n > BADGE_CAP ? `${BADGE_CAP}+` : String(n);
}

/** Bell popover tabs, in order (tagIndex is the position). */
export const NOTICE_GROUPS = ['system', 'order', 'stock', 'product', 'task'] as const;
export type NoticeGroup = (typeof NOTICE_GROUPS)[number];

/** What clicking a notice does (spec 01 §2 'Message notices'). */
export type NoticeLink = 'none' | 'detailsDialog' | 'gigacloudStockMonitor' | 'vidaxlProductMonitor' | 'productDevDemand' | 'reportJobs';

export interface NoticeTypeDef {
  type: string;
  group: NoticeGroup;
  /** Message id of the type name (typeName). */
  nameId: string;
  defaultLevel: NoticeLevel;
  link: NoticeLink;
}

export const NOTICE_TYPES: readonly NoticeTypeDef[] = [
  { type: '1', group: 'system', nameId: 'notice.type.1', defaultLevel: 'MIDDLE', link: 'none' },
  { type: '2', group: 'system', nameId: 'notice.type.2', defaultLevel: 'MIDDLE', link: 'detailsDialog' },
  { type: '3', group: 'order', nameId: 'notice.type.3', defaultLevel: 'HIGH', link: 'none' },
  { type: '4', group: 'order', nameId: 'notice.type.4', defaultLevel: 'MIDDLE', link: 'none' },
  { type: '5', group: 'stock', nameId: 'notice.type.5', defaultLevel: 'MIDDLE', link: 'none' },
  { type: '6', group: 'system', nameId: 'notice.type.6', defaultLevel: 'HIGH', link: 'none' },
  { type: '7', group: 'product', nameId: 'notice.type.7', defaultLevel: 'MIDDLE', link: 'none' },
  { type: '8', group: 'stock', nameId: 'notice.type.8', defaultLevel: 'LOW', link: 'gigacloudStockMonitor' },
  { type: '9', group: 'stock', nameId: 'notice.type.9', defaultLevel: 'LOW', link: 'gigacloudStockMonitor' },
  { type: '10', group: 'product', nameId: 'notice.type.10', defaultLevel: 'LOW', link: 'vidaxlProductMonitor' },
  { type: '11', group: 'product', nameId: 'notice.type.11', defaultLevel: 'LOW', link: 'vidaxlProductMonitor' },
  { type: '12', group: 'task', nameId: 'notice.type.12', defaultLevel: 'MIDDLE', link: 'reportJobs' },
  { type: '13', group: 'product', nameId: 'notice.type.13', defaultLevel: 'MIDDLE', link: 'productDevDemand' },
  // purchase alerts (spec 02 §9): plan not ordered after 12 / 24 h, no pickup after 24 h, not signed for after 3 / 5 / 7 days
  { type: '14', group: 'stock', nameId: 'notice.type.14', defaultLevel: 'MIDDLE', link: 'none' },
  // a webhook endpoint disabled after repeated failed deliveries (issue 17), to the main account
  { type: '15', group: 'system', nameId: 'notice.type.15', defaultLevel: 'HIGH', link: 'none' },
];

/** Named codes for the producers (domains call notify with these). */
export const NOTICE_TYPE = {
  system: '1',
  details: '2',
  orderUnmatched: '3',
  orderAbnormal: '4',
  lowStock: '5',
  shopAuthorization: '6',
  listingFailed: '7',
  gigacloudStockChange: '8',
  gigacloudStockItem: '9',
  vidaxlProductChange: '10',
  vidaxlProductItem: '11',
  reportFinished: '12',
  purchaseAlert: '14',
  webhookDisabled: '15',
  productDevDemand: '13',
} as const;

const noticeTypeByCode = new Map(NOTICE_TYPES.map((t) => [t.type, t]));
export function noticeType(code: string): NoticeTypeDef | undefined {
  return noticeTypeByCode.get(code);
}

/**
 * Where a notice leads in the client (spec 01 §2): 8 the gigacloud stock monitor's second tab,
 * 9 its first tab with the item id, 10 and 11 the vidaxl product monitor, 13 productDev with the
 * demand number. Null: no page (2 opens a dialog instead).
 */
export function noticeLinkPath(code: string, linkData: { id?: string | number } = {}, otherBillNum = ''): string | null {
  switch (code) {
    case '8':
      return '/gigacloudStockMonitor?tab=2';
    case '9':
      return `/gigacloudStockMonitor?tab=1${linkData.id != null ? `&id=${encodeURIComponent(String(linkData.id))}` : ''}`;
    case '10':
    case '11':
      return '/vidaxlProductMonitor';
    case '13':
      return otherBillNum ? `/productDev?demandNum=${encodeURIComponent(otherBillNum)}` : '/productDev';
    default:
      return null;
  }
}

/**
 * otherBillNum of the alerts: a key the producers also use to send each alert once, holding the
 * bill a seller knows (order number, purchase order number, SKU). Built here and read back by
 * noticeReference, so the screen shows "Order 5769…" and never the key itself.
 */
export const NOTICE_BILL_KEYS = {
  /** Unmatched-order alert (type 3): threshold and the first order's number. */
  unmatched: (hours: number, orderNo: string) => `unmatched${hours}:${orderNo}`,
  /** Low stock (type 5): the SKU code and the warehouse id (one alert per SKU, warehouse and day). */
  lowStock: (sku: string, warehouseId: number) => `${sku}@${warehouseId}`,
  /** Purchase alerts (type 14): the alert key (plan12, noPickup24, unsigned3 …) and the bill. */
  purchase: (alertKey: string, bill: string | number) => `${alertKey}:${bill}`,
} as const;

/** What a notice's reference names, in words the seller knows. */
export type NoticeReferenceKind = 'order' | 'purchaseOrder' | 'sku' | 'exportTask' | 'demand' | 'bill';
export interface NoticeReference {
  kind: NoticeReferenceKind;
  /** The number or code as the seller knows it (an order number, a SKU code). */
  value: string;
}

/**
 * The bill a notice is about, read from its otherBillNum: the alert keys of NOTICE_BILL_KEYS give
 * their order number, purchase order number or SKU; an export notice its task, a development
 * demand its number; anything else is shown as it is. Null: nothing a seller could look up (a
 * purchase plan item is an internal row; the notice's text says what is due).
 */
export function noticeReference(type: string, otherBillNum: string | null | undefined): NoticeReference | null {
  const raw = (otherBillNum ?? '').trim();
  if (!raw) return null;
  switch (type) {
    case NOTICE_TYPE.orderUnmatched: {
      const m = /^unmatched\d+:(.+)$/.exec(raw);
      return { kind: 'order', value: m ? m[1]! : raw };
    }
    case NOTICE_TYPE.lowStock: {
      const at = raw.lastIndexOf('@');
      return { kind: 'sku', value: at > 0 && /^\d+$/.test(raw.slice(at + 1)) ? raw.slice(0, at) : raw };
    }
    case NOTICE_TYPE.purchaseAlert: {
      if (/^plan\d+:/.test(raw)) return null;
      const m = /^(?:noPickup|unsigned)\d+:(.+)$/.exec(raw);
      return { kind: 'purchaseOrder', value: m ? m[1]! : raw };
    }
    case NOTICE_TYPE.reportFinished:
      return { kind: 'exportTask', value: raw };
    case NOTICE_TYPE.productDevDemand:
      return { kind: 'demand', value: raw };
    default: {
      // an unknown key of the same shape ("name12:bill"): the bill after the colon
      const m = /^[a-zA-Z]+\d*:(.+)$/.exec(raw);
      return { kind: 'bill', value: m ? m[1]! : raw };
    }
  }
}

/** Report job status codes. 10 (finished with a download address) is the spec's; 0 means all in filters. */
export const REPORT_JOB_STATUS = { all: 0, queued: 1, processing: 5, finished: 10, failed: 20 } as const;
export const REPORT_JOB_STATUSES = [1, 5, 10, 20] as const;
/** Jobs counted by the download badge (info/msgCount processReport). */
export const REPORT_JOB_RUNNING: readonly number[] = [1, 5];
export const REPORT_JOB_PAGE_SIZE = 30;
/** Failure details longer than this collapse in the task dialog. */
export const DETAIL_COLLAPSE_CHARS = 16;
/** A processing job whose heartbeat is older than this lost its worker. */
export const REPORT_JOB_STALE_MS = 2 * 60 * 1000;
