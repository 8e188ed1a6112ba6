import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
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
import { PUBLIC_PATHS, type PublicPageKey } from './paths';
import { PublicLayout } from './PublicLayout';

export { PUBLIC_PATHS } from './paths';

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

/**
 * The public marketing site (spec 01 §2 'Public routes'): no login check. Each route is
 * self-contained (layout + page), so it can be mounted at the top level of any route table;
 * `handle.public` marks them for the navigation gate.
 */
export const publicRoutes: RouteObject[] = (Object.keys(PAGES) as PublicPageKey[]).map((key) => {
  const Page = PAGES[key];
  return {
    path: PUBLIC_PATHS[key],
    handle: { public: true },
    element: (
      <PublicLayout>
        <Page />
      </PublicLayout>
    ),
  };
});
