import { describe, expect, it } from 'vitest';
import { allQuantitiesZero, euLabelPairInput, isEuCountry, labelTemplateFor, regulatoryTemplateInput, regulatoryTemplateProblems, shopClash } from './index';

const template = { name: 'EU RP', rpName: 'RP GmbH', rpAddress: 'Hauptstr. 1, Berlin', rpCountry: 'de' };

describe('EU compliance rules', () => {
  it('knows the member states (any case, EL for Greece) and nothing else', () => {
    expect(['DE', 'fr', ' it ', 'EL', 'GR'].every(isEuCountry)).toBe(true);
    expect(['GB', 'US', 'CH', 'NO', '', null].some(isEuCountry)).toBe(false);
  });

  it('parses a template and upper-cases the country; the responsible person must be in the EU', () => {
    const out = regulatoryTemplateInput.parse(template);
    expect(out).toMatchObject({ rpCountry: 'DE', enabled: true, isDefault: false, shopIds: [] });
    const bad = regulatoryTemplateInput.safeParse({ ...template, rpCountry: 'GB' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('euCompliance.rpCountryNotEu');
    expect(regulatoryTemplateInput.safeParse({ ...template, rpEmail: 'nope' }).error?.issues[0].message).toBe('euCompliance.emailInvalid');
  });

  it('a disabled label template cannot be default; a shop once per template', () => {
    expect(regulatoryTemplateProblems({ enabled: false, isDefault: true, shopIds: [] })).toEqual([
      { field: 'isDefault', messageId: 'euCompliance.disabledDefault' },
    ]);
    expect(regulatoryTemplateProblems({ enabled: true, isDefault: true, shopIds: [1, 2] })).toEqual([]);
    expect(regulatoryTemplateProblems({ enabled: true, isDefault: false, shopIds: [1, 1] })[0].messageId).toBe('euCompliance.shopTwice');
  });

  it('store unique in a template: finds the other template holding a shop, not the one being edited', () => {
    const others = [
      { id: 1, name: 'A', shopIds: [10, 11] },
      { id: 2, name: 'B', shopIds: [12] },
    ];
    expect(shopClash([12, 13], others, null)).toEqual({ shopId: 12, template: 'B' });
    expect(shopClash([12, 13], others, 2)).toBeNull();
    expect(shopClash([14], others, null)).toBeNull();
  });

  it('print quantities not all 0', () => {
    expect(allQuantitiesZero([0, 0])).toBe(true);
    expect(allQuantitiesZero([0, 2])).toBe(false);
    expect(euLabelPairInput.safeParse({ templateId: 1, items: [{ skuId: 1, printQuantity: -1 }] }).error?.issues[0].message).toBe(
      'euCompliance.quantityInvalid',
    );
  });

  it('a paired SKU prints with its enabled template, else the shop template, else the default', () => {
    const templates = [
      { id: 1, enabled: false, isDefault: false, shopIds: [] },
      { id: 2, enabled: true, isDefault: false, shopIds: [7] },
      { id: 3, enabled: true, isDefault: true, shopIds: [] },
    ];
    expect(labelTemplateFor(2, 1, templates)?.id).toBe(2);
    expect(labelTemplateFor(1, 7, templates)?.id).toBe(2);
    expect(labelTemplateFor(1, 8, templates)?.id).toBe(3);
    expect(labelTemplateFor(1, 8, templates.slice(0, 2))).toBeNull();
  });
});
