/** The public site's pages in their layout: loaded on the first visit to a public route (routes.tsx). */
import type { ComponentType } from 'react';
import { AboutUsPage } from './pages/AboutUsPage';
import { AmazonErpPage } from './pages/AmazonErpPage';
import { ContactUsPage } from './pages/ContactUsPage';
import { ErpAppPage } from './pages/ErpAppPage';
import { FunctionAnalysisPage } from './pages/FunctionAnalysisPage';
import { HelpCenterPage } from './pages/HelpCenterPage';
import { HomeIndexPage } from './pages/HomeIndexPage';
import { AppServiceAgreePage, PolicyTermsPage, PrivacyPolicyPage } from './pages/LegalPages';
import { MultiPlatformErpPage } from './pages/MultiPlatformErpPage';
import { RatesPage } from './pages/RatesPage';
import type { PublicPageKey } from './paths';
import { PublicLayout } from './PublicLayout';

const PAGES: Record<PublicPageKey, ComponentType> = {
  home: HomeIndexPage,
  rates: RatesPage,
  help: HelpCenterPage,
  about: AboutUsPage,
  contact: ContactUsPage,
  terms: PolicyTermsPage,
  privacy: PrivacyPolicyPage,
  amazon: AmazonErpPage,
  multi: MultiPlatformErpPage,
  features: FunctionAnalysisPage,
  app: ErpAppPage,
  agreement: AppServiceAgreePage,
};

/** A public page inside the site layout. */
export function publicPageElement(key: PublicPageKey) {
  const Page = PAGES[key];
  return (
    <PublicLayout>
      <Page />
    </PublicLayout>
  );
}
