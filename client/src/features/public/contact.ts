/**
 * The contact form's rules. There is no server endpoint for it yet: the form checks the input
 * and builds a `mailto:` link the visitor sends from their own mail app; nothing is stored or
 * sent by the page.
 */
import type { PublicMessageId } from './messages';

/** Where visitors write to. Placeholder (reserved domain) until the real support address is set. */
export const CONTACT_EMAIL = 'support@example.com';

export const CONTACT_TOPICS = ['sales', 'support', 'partner', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_FIELD_MAX = 100;
const EMAIL_MAX = 254;

/** Same shape as the e-mail rule of @erp/schema's form rules. */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  topic: ContactTopic;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, { id: PublicMessageId; values?: Record<string, number> }>>;

export const emptyContact: ContactValues = { name: '', email: '', company: '', topic: 'sales', message: '' };

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** Message ids (with values) per invalid field; empty when the form may be sent. */
export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const email = v.email.trim();
  const message = v.message.trim();
  if (v.name.trim().length > CONTACT_FIELD_MAX) errors.name = { id: 'public.contact.error.tooLong', values: { max: CONTACT_FIELD_MAX } };
  if (!email) errors.email = { id: 'public.contact.error.emailRequired' };
  else if (!isEmail(email)) errors.email = { id: 'public.contact.error.email' };
  if (v.company.trim().length > CONTACT_FIELD_MAX) errors.company = { id: 'public.contact.error.tooLong', values: { max: CONTACT_FIELD_MAX } };
  if (!message) errors.message = { id: 'public.contact.error.messageRequired' };
  else if (message.length < CONTACT_MESSAGE_MIN) errors.message = { id: 'public.contact.error.messageShort', values: { min: CONTACT_MESSAGE_MIN } };
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = { id: 'public.contact.error.messageLong', values: { max: CONTACT_MESSAGE_MAX } };
  return errors;
}

/** A `mailto:` link carrying the message, for the visitor's own mail app. */
export function contactMailto(subject: string, lines: string[]): string {
  const params = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\r\n'))}`;
  return `mailto:${CONTACT_EMAIL}?${params}`;
}
