/** What the rule forms (logistics, gift) share: name and priority first; conditions and the on switch last. */
import { Checkbox, HStack } from '@chakra-ui/react';
import { FormKit } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { orderRulesMessages } from '../messages';
import { ConditionsFields } from './conditions';

export function RuleNameFields() {
  const t = useFeatureText(orderRulesMessages);
  return (
    <HStack align="start" gap="3">
      <FormKit.Field name="name" label={t('orderRulesPage.field.name')} required />
      <FormKit.Field name="priority" label={t('orderRulesPage.field.priority')} inputMode="numeric" />
    </HStack>
  );
}

export interface RuleScopeProps {
  platformTypes: number[];
  shopIds: number[];
  enabled: boolean;
  onPlatformTypes: (v: number[]) => void;
  onShopIds: (v: number[]) => void;
  onEnabled: (on: boolean) => void;
}

export function RuleScopeFields({ platformTypes, shopIds, enabled, onPlatformTypes, onShopIds, onEnabled }: RuleScopeProps) {
  const t = useFeatureText(orderRulesMessages);
  return (
    <>
      <ConditionsFields platformTypes={platformTypes} shopIds={shopIds} onPlatformTypes={onPlatformTypes} onShopIds={onShopIds} />
      <Checkbox.Root size="sm" checked={enabled} onCheckedChange={(d) => onEnabled(d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('orderRulesPage.field.enabled')}</Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}
