// Issue 22 item 5, logistics reconciliation in a real browser against the built app and the demo
// company: /logisticsAccount from the menu lists the demo's carrier bill; a small .csv bill of two
// shipped demo parcels not billed yet (one charged far above the estimate, one charged nothing) is
// imported through the import dialog for the demo bill's carrier; the new bill shows with its
// unpaid payable, and its parcels show the differences (the one over the estimate in red, the other
// not). Shipped demo orders carry no freight estimate (0.00), so "not over" is an actual of 0.00. A second
// import of the same file is refused with the rows listed. Screenshots, no console errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInShell, settle, startE2E, type E2E } from './harness';

let e2e: E2E;
const problems: string[] = [];
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

type Picked = { carrier: string; numbers: string[] };

describe('/logisticsAccount in the browser', () => {
  it('imports a small csv bill and sees the differences', async () => {
    const { page } = await e2e.newPage({ viewport: { width: 1920, height: 1080 } });
    page.on('console', (m) => (m.type() === 'error' ? problems.push(`${page.url()}: ${m.text()}`) : undefined));
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    await e2e.signIn(page);

    // two shipped demo parcels of the demo bill's carrier (same channel as a billed parcel) that are not billed yet
    const picked: Picked = await page.evaluate(async () => {
      const token = decodeURIComponent(/(?:^|;\s*)info=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const gql = async (query: string) => {
        const r = await fetch(new URL('graphql', document.baseURI), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query }),
        });
        return (await r.json()).data;
      };
      const bills = await gql('{ logisticsBills(first: 1) { edges { node { id carrier } } } }');
      const bill = bills.logisticsBills.edges[0].node;
      const parcels = await gql(`{ logisticsBillParcels(first: 100, filter: { billId: ${bill.id} }) { edges { node { trackingNo } } } }`);
      const billed = new Set(parcels.logisticsBillParcels.edges.map((e: { node: { trackingNo: string } }) => e.node.trackingNo));
      const orders = await gql('{ orders(first: 100, filter: { status: shipped }) { edges { node { trackingNo logisticsChannelName } } } }');
      const shipped = orders.orders.edges.map((e: { node: { trackingNo: string; logisticsChannelName: string } }) => e.node);
      const channel = shipped.find((o: { trackingNo: string }) => billed.has(o.trackingNo))?.logisticsChannelName;
      const numbers = shipped
        .filter((o: { trackingNo: string; logisticsChannelName: string }) => o.trackingNo && !billed.has(o.trackingNo) && o.logisticsChannelName === channel)
        .map((o: { trackingNo: string }) => o.trackingNo)
        .slice(0, 2);
      return { carrier: bill.carrier, numbers };
    });
    expect(picked.numbers).toHaveLength(2);
    const [high, low] = picked.numbers;
    const file = {
      name: 'carrier-bill-e2e.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Tracking number,Billable weight (kg),Actual freight (CNY),Return freight (CNY)\n${high},0.5,999.00,0\n${low},0.5,0.00,2.50\n`),
    };

    await openInShell(page, 'logisticsAccount', /^财务$/, '物流对账');
    const view = page.locator('[data-page="/logisticsAccount"][data-active=true]');
    await expect.poll(async () => view.locator('table tbody tr').count(), { timeout: 30000 }).toBeGreaterThan(0);
    await e2e.shot(page, 'logisticsAccount-zh');

    // import through the dialog
    const importBill = async () => {
      await view.getByRole('button', { name: '导入账单' }).click();
      const dialog = page.getByRole('dialog', { name: '导入物流账单' });
      await dialog.waitFor();
      await dialog.getByRole('combobox', { name: '物流商' }).selectOption(picked.carrier);
      await dialog.locator('input[type=file]').setInputFiles(file);
      await dialog.getByRole('button', { name: '开始导入' }).click();
      return dialog;
    };
    const dialog = await importBill();
    await dialog.getByText(/已导入账单 WL\d+/).waitFor({ timeout: 30000 });
    await e2e.shot(page, 'logisticsAccount-imported-zh');
    await page.keyboard.press('Escape');
    await settle(page);

    const row = view.locator('table tbody tr', { hasText: 'carrier-bill-e2e.csv' });
    await row.waitFor({ timeout: 30000 });
    expect(await row.innerText()).toContain('999.00');
    expect(await row.innerText()).toContain('未付款');

    await row.getByRole('button', { name: '查看包裹' }).click();
    const parcels = page.getByRole('dialog', { name: /的包裹/ });
    await parcels.waitFor();
    const highRow = parcels.locator('table tbody tr', { hasText: high });
    await highRow.waitFor({ timeout: 30000 });
    const highDiff = highRow.locator('[data-over=true]');
    expect(await highDiff.count()).toBe(1);
    expect(await highDiff.innerText()).toMatch(/^\+\d+\.\d{2}$/);
    const lowRow = parcels.locator('table tbody tr', { hasText: low });
    expect(await lowRow.locator('[data-over=true]').count()).toBe(0);
    await lowRow.waitFor({ timeout: 30000 });
    expect(await lowRow.innerText()).not.toContain('+');
    await e2e.shot(page, 'logisticsAccount-parcels-zh');
    await page.keyboard.press('Escape');
    await settle(page);

    // the same file again: refused, rows listed, nothing imported
    const again = await importBill();
    await again.getByText('账单有 2 行有误，未导入任何数据').first().waitFor({ timeout: 30000 });
    expect(await again.locator('table tbody tr').count()).toBe(2);
    expect(await again.locator('table').innerText()).toContain(high);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });
});
