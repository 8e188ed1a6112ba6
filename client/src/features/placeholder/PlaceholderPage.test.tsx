import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { setLang } from '../../i18n/lang';
import { PlaceholderPage } from './PlaceholderPage';

describe('PlaceholderPage', () => {
  it('shows the route title and what it will do, marked with data-placeholder', () => {
    const { container } = render(
      <AppProviders>
        <PlaceholderPage path="/purchaseOrder" />
      </AppProviders>,
    );
    const root = container.querySelector('[data-placeholder]');
    expect(root).toHaveAttribute('data-placeholder', '/purchaseOrder');
    expect(screen.getByRole('heading', { name: '采购单', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('创建、审核、付款和跟踪采购单')).toBeInTheDocument();
    expect(screen.getByText('该页面正在建设中')).toBeInTheDocument();
    // the route is an internal name: not on the screen
    expect(container).not.toHaveTextContent('#/purchaseOrder');
    expect(container).not.toHaveTextContent('路由');
  });

  it('speaks English too', () => {
    setLang('en');
    render(
      <AppProviders>
        <PlaceholderPage path="/ebayListingQueue" />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'eBay publishing queue', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Follow eBay publishing jobs and their failures')).toBeInTheDocument();
    expect(screen.getByText('This screen is under construction')).toBeInTheDocument();
  });
});
