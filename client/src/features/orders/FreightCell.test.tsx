import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { FeatureScope } from '../../ui/FeatureScope';
import { FreightCell } from './components/OrdersTable';
import { ordersMessages } from './messages';

const freight = { __typename: 'OrderFreight' as const, currency: 'USD', estimated: '8.53', estimatedBase: '61.50', actual: null, actualBase: null };

describe('the estimated freight of an order (issue 18 B)', () => {
  it('shows the estimate in the order currency over the base currency, then the actual cost', async () => {
    renderPage(
      <FeatureScope messages={ordersMessages}>
        <FreightCell freight={freight} />
        <FreightCell freight={{ ...freight, currency: 'CNY', estimated: '20', estimatedBase: '20', actual: '18.5', actualBase: '18.5' }} />
        <FreightCell freight={null} />
      </FeatureScope>,
    );
    expect(await screen.findByText('8.53 USD')).toBeInTheDocument();
    expect(screen.getByText('61.50 CNY')).toBeInTheDocument();
    expect(screen.getByText('20.00 CNY')).toBeInTheDocument();
    expect(screen.getByText('实际 18.50 CNY')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
