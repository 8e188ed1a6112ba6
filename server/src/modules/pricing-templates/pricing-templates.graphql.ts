// GraphQL of pricing templates (/pricingTemplate, issue 18): a paged list and create / update /
// delete (pricingTemplate.update). Points are percentages with two decimals (Float in the API).
import { builder } from '../../graphql/builder';
import { command, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { plainInput } from '../../graphql/inputs';
import { readList } from '../../graphql/pagination';
import * as pricing from './pricing-templates.service';

builder.prismaObject('PricingTemplate', {
  description: 'A pricing template: the points (%) a selling price carries over the cost; price = cost ÷ (1 − sum / 100)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', name: 'String' }),
    vat: t.float({ description: 'VAT point (%)', resolve: (r) => Number(r.vat) }),
    commission: t.float({ description: 'Platform commission point (%)', resolve: (r) => Number(r.commission) }),
    grossProfit: t.float({ description: 'Gross profit rate (%)', resolve: (r) => Number(r.grossProfit) }),
    otherDeduction: t.float({ description: 'Other deduction point (%)', resolve: (r) => Number(r.otherDeduction) }),
    ...exposeFields(t, { currency: 'String: ISO 4217 code of the prices, or empty (the cost’s own)', remark: 'String', updatedAt: 'DateTime' }),
  }),
});

const PricingTemplateFilter = plainInput('PricingTemplateFilter', { keyword: 'String: Part of the name or remark' });

const PricingTemplateInput = plainInput('PricingTemplateInput', {
  name: 'String!',
  vat: 'Float!: VAT point (%), two decimals',
  commission: 'Float!: Platform commission point (%), two decimals',
  grossProfit: 'Float!: Gross profit rate (%), two decimals',
  otherDeduction: 'Float!: Other deduction point (%), two decimals; the four sum below 100',
  currency: 'String: ISO 4217 code, or empty',
  remark: 'String',
});

builder.queryFields((t) => ({
  pricingTemplates: t.prismaConnection(
    readList('PricingTemplate', 'pricingTemplate', PricingTemplateFilter, (ctx) => ctx.db.pricingTemplate, pricing.pricingTemplateWhere, [
      { name: 'asc' },
      { id: 'asc' },
    ]),
  ),
}));

const update = command('pricingTemplate.update', { operateModule: 'pricingTemplate' });
const onPricingTemplate = rowCommandsOn('PricingTemplate');
builder.mutationFields((t) => ({
  createPricingTemplate: t.prismaField(onPricingTemplate.byInput(update, PricingTemplateInput, pricing.createPricingTemplate)),
  updatePricingTemplate: t.prismaField(onPricingTemplate.byIdInput(update, PricingTemplateInput, pricing.updatePricingTemplate)),
  deletePricingTemplate: t.prismaField(onPricingTemplate.byId(update, pricing.deletePricingTemplate)),
}));
