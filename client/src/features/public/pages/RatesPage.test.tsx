import { screen, within } from '@testing-library/react';
import { PLAN_EDITIONS, PLAN_LIMITS } from '@erp/schema';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../../i18n/lang';
import { renderFeatureRoutes } from '../testing';

const NAMES = {
  zh: { standard: '标准版', professional: '专业版', flagship: '旗舰版' },
  en: { standard: 'Standard', professional: 'Professional', flagship: 'Flagship' },
} as const;

describe('RatesPage', () => {
  it('shows the three editions with the PLAN_LIMITS numbers (zh)', async () => {
    renderFeatureRoutes('/rates');
    await screen.findByRole('heading', { level: 1, name: '价格与版本' });

    expect(screen.getAllByRole('article')).toHaveLength(3);
    for (const edition of PLAN_EDITIONS) {
      const card = screen.getByRole('article', { name: NAMES.zh[edition] });
      const { shops, accounts, warehouses } = PLAN_LIMITS[edition];
      expect(within(card).getByText(`${shops} 个店铺`)).toBeInTheDocument();
      expect(within(card).getByText(`${accounts} 个账号（含主账号）`)).toBeInTheDocument();
      expect(within(card).getByText(`${warehouses} 个仓库`)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('article', { name: '标准版' })).getByText('新公司默认')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '标准版' })).getByRole('link', { name: '注册开始使用' })).toHaveAttribute('href', '/register');
    expect(within(screen.getByRole('article', { name: '旗舰版' })).getByRole('link', { name: '联系我们升级' })).toHaveAttribute('href', '/contactUs');
  });

  it('compares the editions in a table (en)', async () => {
    setLang('en');
    renderFeatureRoutes('/rates');
    await screen.findByRole('heading', { level: 1, name: 'Plans and editions' });

    const card = screen.getByRole('article', { name: 'Professional' });
    expect(within(card).getByText(`${PLAN_LIMITS.professional.shops} shops`)).toBeInTheDocument();
    expect(within(card).getByText(`${PLAN_LIMITS.professional.accounts} accounts (incl. main account)`)).toBeInTheDocument();
    expect(within(card).getByText(`${PLAN_LIMITS.professional.warehouses} warehouses`)).toBeInTheDocument();

    const table = screen.getByRole('table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(header).toEqual(['Item', ...PLAN_EDITIONS.map((e) => NAMES.en[e])]);
    const cells = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Authorized shops')).toEqual(PLAN_EDITIONS.map((e) => String(PLAN_LIMITS[e].shops)));
    expect(cells('Accounts (incl. main account)')).toEqual(PLAN_EDITIONS.map((e) => String(PLAN_LIMITS[e].accounts)));
    expect(cells('Of which sub-accounts')).toEqual(PLAN_EDITIONS.map((e) => String(PLAN_LIMITS[e].accounts - 1)));
    expect(cells('Warehouses')).toEqual(PLAN_EDITIONS.map((e) => String(PLAN_LIMITS[e].warehouses)));
  });
});
