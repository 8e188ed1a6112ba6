/** The empty text of a tool page whose marketplace has no authorized shop: what is missing and the way to /shops. */
import { Link } from '@chakra-ui/react';
import { MARKETPLACE_LABELS, type PlatformName } from '@erp/schema';
import { Link as RouterLink } from 'react-router';
import { useFeatureText } from '../../../i18n/featureIntl';
import { toolsMessages } from './messages';

export function NoShopText({ marketplace }: { marketplace: PlatformName }) {
  const t = useFeatureText(toolsMessages);
  const label = MARKETPLACE_LABELS[marketplace];
  return (
    <>
      {t('tools.noShop', { marketplace: label })}
      {t('tools.noShopSeparator')}
      <Link asChild colorPalette="teal" fontWeight="medium">
        <RouterLink to="/shops">{t('tools.toShops')}</RouterLink>
      </Link>
    </>
  );
}
