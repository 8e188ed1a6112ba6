/**
 * The create pages (/otto_create, /real_create, … spec 02 §2; issue 19 point 5): one page per
 * marketplace that opens its listing form (rendered from the marketplace's definition) for a new
 * draft. Saving leaves the draft in /{m}ListingDraft, where it is published; the page then offers
 * the drafts and another form. Without an authorized shop nothing can be listed: it points to /shops.
 */
import { Button, EmptyState, HStack, Link, Skeleton, Stack } from '@chakra-ui/react';
import { MARKETPLACE_LABELS, type PermissionName, type PlatformName } from '@erp/schema';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFeatureText } from '../../../i18n/featureIntl';
import { CreateButton, EmptyPicture, LoadFailed, Notice, PermissionGuard, useHasPermission } from '../../../ui';
import { featurePage, PageFrame } from '../../../ui/FeatureScope';
import { useRecord } from '../../../ui/resource';
import { ListingFormDialog } from '../components/ListingFormDialog';
import { useMarketplaceShops } from '../hooks';
import { ListingShopsDocument } from '../listings.generated';
import { toolsMessages } from './messages';

/** The marketplaces with a create page of their own (spec 02 §2). */
export const CREATE_PAGE_MARKETPLACES = ['otto', 'real', 'tradebyte', 'fruugo', 'emag', 'vinted', 'joom', 'factory', 'fyndiq', 'mediamarket'] as const;
export type CreatePageMarketplace = (typeof CREATE_PAGE_MARKETPLACES)[number];

export function createListingPage(marketplace: CreatePageMarketplace) {
  const Screen = () => <CreateListingScreen marketplace={marketplace} />;
  Screen.displayName = `CreateListing(${marketplace})`;
  return featurePage(toolsMessages, Screen);
}

/** What the page shows under its title: the form, the "saved" box after a save, or just the button. */
type Step = 'form' | 'saved' | 'closed';

function CreateListingScreen({ marketplace }: { marketplace: PlatformName }) {
  const t = useFeatureText(toolsMessages);
  const label = MARKETPLACE_LABELS[marketplace];
  const permission = `${marketplace}Listing.edit` as PermissionName;
  const mayCreate = useHasPermission(permission);
  const shops = useMarketplaceShops(marketplace);
  // the same (cached) query as the form's shop list: told apart from "no shop" when it failed
  const shopQuery = useRecord(ListingShopsDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  // the page is there to create: it opens on the form for whoever may
  const [step, setStep] = useState<Step>('form');
  const drafts = `/${marketplace}ListingDraft`;

  const newButton = (
    <CreateButton permission={permission} onClick={() => setStep('form')}>
      {step === 'saved' ? t('tools.create.another') : t('tools.create.open')}
    </CreateButton>
  );

  let body;
  if (shops.loading && !shopQuery.data) {
    body = <Skeleton height="24" />;
  } else if (shopQuery.error && !shopQuery.data) {
    body = <LoadFailed title={t('tools.create.shopsFailed')} onRetry={() => void shopQuery.refetch()} />;
  } else if (shops.options.length === 0) {
    body = (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <EmptyPicture />
          </EmptyState.Indicator>
          <EmptyState.Title textStyle="md">{t('tools.noShop', { marketplace: label })}</EmptyState.Title>
          <EmptyState.Description>{t('tools.create.noShopHint', { marketplace: label })}</EmptyState.Description>
          <Link asChild colorPalette="teal">
            <RouterLink to="/shops">{t('tools.toShops')}</RouterLink>
          </Link>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <Stack gap="3" align="start">
        {step === 'saved' ? (
          <Notice
            status="success"
            width="full"
            title={t('tools.create.saved', { marketplace: label })}
            description={t('tools.create.savedHint', { marketplace: label })}
            action={
              <HStack gap="2">
                <Button asChild size="sm" colorPalette="teal">
                  <RouterLink to={drafts}>{t('tools.create.toDrafts')}</RouterLink>
                </Button>
                {newButton}
              </HStack>
            }
          />
        ) : (
          <PermissionGuard permission={permission} fallback={<Notice status="warning" title={t('tools.create.readOnly', { marketplace: label })} />}>
            {newButton}
          </PermissionGuard>
        )}
        {step === 'form' && mayCreate ? (
          <ListingFormDialog marketplace={marketplace} onClose={() => setStep('closed')} onSaved={() => setStep('saved')} />
        ) : null}
      </Stack>
    );
  }

  return (
    <PageFrame
      title={t('tools.create.title', { marketplace: label })}
      description={t('tools.create.description', { marketplace: label })}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={drafts}>{t('tools.create.drafts')}</RouterLink>
        </Button>
      }
    >
      {body}
    </PageFrame>
  );
}
