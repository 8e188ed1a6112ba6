import { Alert, Box, Button, Flex, Input, Link, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { LuMail } from 'react-icons/lu';
import {
  CONTACT_EMAIL,
  CONTACT_FIELD_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_TOPICS,
  contactMailto,
  emptyContact,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactTopic,
  type ContactValues,
} from '../contact';
import { FieldFrame } from '../../../ui/FormField';
import { PublicPage } from '../components';
import { usePublicText } from '../messages';

const FIELD_ORDER: ContactField[] = ['name', 'email', 'company', 'topic', 'message'];

interface Sent {
  mailto: string;
  reply: string;
}

/** /contactUs: a checked message form that prepares an e-mail (no server endpoint yet). */
export function ContactUsPage() {
  const t = usePublicText();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState<Sent | null>(null);
  const inputs = useRef(new Map<ContactField, HTMLElement | null>());

  const bind = (name: ContactField) => ({
    name,
    value: values[name],
    ref: (el: HTMLElement | null) => {
      inputs.current.set(name, el);
    },
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((prev) => ({ ...prev, [name]: value }));
      setErrors((prev) => {
        if (!prev[name]) return prev;
        const next = { ...prev };
        delete next[name];
        return next;
      });
    },
  });
  const errorText = (name: ContactField) => {
    const error = errors[name];
    return error ? t(error.id, error.values) : undefined;
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      queueMicrotask(() => inputs.current.get(first)?.focus());
      return;
    }
    const topic = t(`public.contact.topic.${values.topic}`);
    const lines = [
      `${t('public.contact.name')}: ${values.name.trim()}`,
      `${t('public.contact.email')}: ${values.email.trim()}`,
      `${t('public.contact.company')}: ${values.company.trim()}`,
      `${t('public.contact.topic')}: ${topic}`,
      '',
      values.message.trim(),
    ];
    setSent({ mailto: contactMailto(t('public.contact.mail.subject', { topic }), lines), reply: values.email.trim() });
  };

  const again = () => {
    setValues(emptyContact);
    setErrors({});
    setSent(null);
  };

  return (
    <PublicPage title={t('public.contact.title')} lead={t('public.contact.lead')}>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8">
        <Box gridColumn={{ lg: 'span 2' }}>
          {sent ? (
            <Alert.Root status="info" role="status" alignItems="flex-start">
              <Alert.Indicator />
              <Alert.Content gap="3">
                <Alert.Title fontSize="lg">{t('public.contact.thanks.title')}</Alert.Title>
                <Alert.Description>{t('public.contact.thanks.body', { email: CONTACT_EMAIL, reply: sent.reply })}</Alert.Description>
                <Flex gap="3" wrap="wrap">
                  <Button asChild colorPalette="teal">
                    <a href={sent.mailto}>
                      <LuMail />
                      {t('public.contact.thanks.send')}
                    </a>
                  </Button>
                  <Button variant="outline" onClick={again}>
                    {t('public.contact.thanks.again')}
                  </Button>
                </Flex>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <form onSubmit={onSubmit} noValidate aria-label={t('public.contact.form')}>
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <FieldFrame label={t('public.contact.name')} error={errorText('name')}>
                    <Input autoComplete="name" maxLength={CONTACT_FIELD_MAX} {...bind('name')} />
                  </FieldFrame>
                  <FieldFrame label={t('public.contact.email')} error={errorText('email')} required>
                    <Input type="email" autoComplete="email" inputMode="email" {...bind('email')} />
                  </FieldFrame>
                  <FieldFrame label={t('public.contact.company')} error={errorText('company')}>
                    <Input autoComplete="organization" maxLength={CONTACT_FIELD_MAX} {...bind('company')} />
                  </FieldFrame>
                  <FieldFrame label={t('public.contact.topic')}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...bind('topic')}>
                        {CONTACT_TOPICS.map((topic: ContactTopic) => (
                          <option key={topic} value={topic}>
                            {t(`public.contact.topic.${topic}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FieldFrame>
                </SimpleGrid>
                <FieldFrame
                  label={t('public.contact.message')}
                  error={errorText('message')}
                  helperText={t('public.contact.messageHelp', { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX })}
                  required
                >
                  <Textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...bind('message')} />
                </FieldFrame>
                <Box>
                  <Button type="submit" colorPalette="teal">
                    {t('public.contact.submit')}
                  </Button>
                </Box>
              </Stack>
            </form>
          )}
        </Box>
        <Stack gap="4">
          <Alert.Root status="warning" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('public.contact.notice.title')}</Alert.Title>
              <Alert.Description>{t('public.contact.notice', { email: CONTACT_EMAIL })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Box>
            <Text color="fg.muted">{t('public.contact.direct')}</Text>
            <Link href={`mailto:${CONTACT_EMAIL}`} colorPalette="teal" fontWeight="medium">
              {CONTACT_EMAIL}
            </Link>
          </Box>
        </Stack>
      </SimpleGrid>
    </PublicPage>
  );
}
