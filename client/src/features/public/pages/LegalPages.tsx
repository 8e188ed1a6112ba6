import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { TOKEN_COOKIE_DAYS } from '@erp/schema';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Paragraphs, PublicPage } from '../components';
import { usePublicText } from '../messages';
import { PUBLIC_PATHS } from '../paths';

/** Date the three legal texts were last changed. */
export const LEGAL_UPDATED = '2026-11-22';

interface LegalSection {
  key: string;
  title: string;
  body: string;
}

/** A legal text: title, date, contents, numbered sections. */
function LegalDocument({ id, title, lead, sections }: { id: string; title: string; lead: string; sections: LegalSection[] }) {
  const t = usePublicText();
  const intl = useIntl();
  const date = intl.formatDate(new Date(`${LEGAL_UPDATED}T00:00:00`), { year: 'numeric', month: 'long', day: 'numeric' });
  const sectionId = (key: string) => `${id}-${key}`;
  return (
    <PublicPage title={title} lead={lead}>
      <Stack gap="8" maxW="3xl">
        <Text textStyle="sm" color="fg.muted">
          {t('public.legal.updated', { date })}
        </Text>
        <Box as="nav" aria-label={t('public.legal.contents')} borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
          <Text fontWeight="semibold" mb="2">
            {t('public.legal.contents')}
          </Text>
          <Stack as="ul" listStyleType="none" ps="0" gap="1">
            {sections.map((s) => (
              <Box as="li" key={s.key}>
                <Link
                  href={`#${sectionId(s.key)}`}
                  textStyle="sm"
                  colorPalette="teal"
                  onClick={(e) => {
                    // hash routing: scroll instead of changing the route
                    e.preventDefault();
                    document.getElementById(sectionId(s.key))?.scrollIntoView?.({ behavior: 'smooth' });
                  }}
                >
                  {s.title}
                </Link>
              </Box>
            ))}
          </Stack>
        </Box>
        {sections.map((s) => (
          <Box as="section" key={s.key} id={sectionId(s.key)} aria-labelledby={`${sectionId(s.key)}-title`} scrollMarginTop="20">
            <Heading as="h2" size="lg" mb="3" id={`${sectionId(s.key)}-title`}>
              {s.title}
            </Heading>
            <Paragraphs text={s.body} color="fg.muted" />
          </Box>
        ))}
        <Text color="fg.muted" textStyle="sm">
          {t('public.legal.questions')}{' '}
          <Link asChild colorPalette="teal">
            <RouterLink to={PUBLIC_PATHS.contact}>{t('public.nav.contact')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </PublicPage>
  );
}

const TERMS = ['scope', 'accounts', 'plans', 'use', 'data', 'marketplaces', 'availability', 'liability', 'termination', 'changes'] as const;
const PRIVACY = ['collect', 'marketplace', 'use', 'sharing', 'storage', 'security', 'cookies', 'rights', 'changes'] as const;
const AGREEMENT = [
  'roles',
  'data',
  'purpose',
  'subAccounts',
  'staff',
  'subprocessors',
  'security',
  'incidents',
  'assistance',
  'thirdParty',
  'ai',
  'end',
] as const;

/** /policyTerms */
export function PolicyTermsPage() {
  const t = usePublicText();
  return (
    <LegalDocument
      id="terms"
      title={t('public.terms.title')}
      lead={t('public.terms.lead')}
      sections={TERMS.map((key) => ({ key, title: t(`public.terms.${key}.title`), body: t(`public.terms.${key}.body`) }))}
    />
  );
}

/** /privacyPolicy */
export function PrivacyPolicyPage() {
  const t = usePublicText();
  const values = { days: TOKEN_COOKIE_DAYS };
  return (
    <LegalDocument
      id="privacy"
      title={t('public.privacy.title')}
      lead={t('public.privacy.lead')}
      sections={PRIVACY.map((key) => ({
        key,
        title: t(`public.privacy.${key}.title`),
        body: t(`public.privacy.${key}.body`, values),
      }))}
    />
  );
}

/** /appServiceAgree */
export function AppServiceAgreePage() {
  const t = usePublicText();
  return (
    <LegalDocument
      id="agreement"
      title={t('public.agreement.title')}
      lead={t('public.agreement.lead')}
      sections={AGREEMENT.map((key) => ({
        key,
        title: t(`public.agreement.${key}.title`),
        body: t(`public.agreement.${key}.body`),
      }))}
    />
  );
}
