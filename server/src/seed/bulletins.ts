// A few demo bulletins (bilingual: bulletins are one text for every reader). Bulletins are
// service-wide, so they are seeded only while the table is empty, never on top of real ones.
import type { Platform } from '../platform/context';
import { unscopedDb } from '../platform/db';

const HOUR = 3600_000;

export const DEMO_BULLETINS = [
  {
    title: '欢迎使用 ERP / Welcome to the ERP',
    content:
      '订单、刊登、库存、采购和报表都在这里。右上角的铃铛显示消息，下载图标显示导出任务。\nOrders, listings, stock, purchasing and reports live here. The bell shows your messages, the download icon your exports.',
    hotFlag: true,
    alertFlag: false,
    ageHours: 72,
  },
  {
    title: '导出改为后台任务 / Exports now run in the background',
    content:
      '大批量导出会进入任务队列，完成后可在下载中心下载。\nLarge exports go to the task queue; download the file from the task list when it is finished.',
    hotFlag: false,
    alertFlag: false,
    ageHours: 24,
  },
  {
    title: '系统维护通知 / Scheduled maintenance',
    content:
      '本周日 02:00–03:00（UTC+8）进行系统维护，期间可能短暂无法访问。\nMaintenance on Sunday 02:00–03:00 (UTC+8); the service may be briefly unavailable.',
    hotFlag: true,
    alertFlag: true,
    ageHours: 2,
  },
];

/** Answers how many bulletins were created (0 when any bulletin exists). */
export async function seedBulletins(platform: Platform, now = Date.now()): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'bulletins are service-wide rows');
  if ((await db.bulletin.count()) > 0) return 0;
  await db.bulletin.createMany({
    data: DEMO_BULLETINS.map(({ ageHours, ...b }) => ({ ...b, publishedAt: new Date(now - ageHours * HOUR), createdAt: new Date(now - ageHours * HOUR) })),
  });
  return DEMO_BULLETINS.length;
}
