import { translate, type Catalogues, type Locale } from '@vezel/domain';
import type { MailMessage } from './mailer';

export const mailMessages = {
  nl: {
    'invite.subject': 'Je account voor Vezel bij {organisation}',
    'invite.greeting': 'Beste {name},',
    'invite.body':
      '{organisation} heeft een Vezel-account voor je aangemaakt. Via de link hieronder kies je je wachtwoord. De link is 3 dagen geldig en werkt één keer.',
    'invite.action': 'Wachtwoord kiezen',
    'invite.ignore': 'Verwachtte je dit niet? Neem dan contact op met {organisation}.',
    'resetPassword.subject': 'Wachtwoord herstellen voor Vezel',
    'resetPassword.greeting': 'Beste {name},',
    'resetPassword.body':
      'Er is gevraagd om het wachtwoord van je Vezel-account te herstellen. Via de link hieronder kies je een nieuw wachtwoord. De link is 1 uur geldig en werkt één keer.',
    'resetPassword.action': 'Nieuw wachtwoord kiezen',
    'resetPassword.ignore':
      'Heb je dit niet zelf gevraagd? Dan kun je deze mail negeren; je wachtwoord blijft ongewijzigd.',
  },
  en: {
    'invite.subject': 'Your Vezel account at {organisation}',
    'invite.greeting': 'Dear {name},',
    'invite.body':
      '{organisation} created a Vezel account for you. Use the link below to choose your password. The link is valid for 3 days and works once.',
    'invite.action': 'Choose your password',
    'invite.ignore': 'Not expecting this? Then contact {organisation}.',
    'resetPassword.subject': 'Reset your Vezel password',
    'resetPassword.greeting': 'Dear {name},',
    'resetPassword.body':
      'Someone asked to reset the password of your Vezel account. Use the link below to choose a new password. The link is valid for 1 hour and works once.',
    'resetPassword.action': 'Choose a new password',
    'resetPassword.ignore':
      'Did you not ask for this? Then you can ignore this email; your password stays as it is.',
  },
  fr: {
    'invite.subject': 'Votre compte Vezel chez {organisation}',
    'invite.greeting': 'Bonjour {name},',
    'invite.body':
      '{organisation} a créé un compte Vezel pour vous. Utilisez le lien ci-dessous pour choisir votre mot de passe. Le lien est valable 3 jours et ne fonctionne qu’une fois.',
    'invite.action': 'Choisir votre mot de passe',
    'invite.ignore': 'Vous ne vous y attendiez pas ? Contactez alors {organisation}.',
    'resetPassword.subject': 'Réinitialiser votre mot de passe Vezel',
    'resetPassword.greeting': 'Bonjour {name},',
    'resetPassword.body':
      'Une réinitialisation du mot de passe de votre compte Vezel a été demandée. Utilisez le lien ci-dessous pour choisir un nouveau mot de passe. Le lien est valable 1 heure et ne fonctionne qu’une fois.',
    'resetPassword.action': 'Choisir un nouveau mot de passe',
    'resetPassword.ignore':
      'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail ; votre mot de passe reste inchangé.',
  },
} satisfies Catalogues;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type MailKey = keyof (typeof mailMessages)['nl'];

/** Greeting, body, the link as a button, and a closing line; text and HTML alike. */
function linkMail(
  locale: Locale,
  to: string,
  link: string,
  keys: { subject: MailKey; greeting: MailKey; body: MailKey; action: MailKey; ignore: MailKey },
  values: Record<string, string>,
): MailMessage {
  const t = (key: MailKey) => translate(mailMessages, locale, key, values);
  const paragraphs = [t(keys.greeting), t(keys.body)];
  return {
    to,
    subject: t(keys.subject),
    link,
    text: [...paragraphs, link, t(keys.ignore)].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t(keys.action))}</a></p>`,
      `<p>${escapeHtml(t(keys.ignore))}</p>`,
    ].join('\n'),
  };
}

export function resetPasswordMail(
  locale: Locale,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return linkMail(
    locale,
    to,
    link,
    {
      subject: 'resetPassword.subject',
      greeting: 'resetPassword.greeting',
      body: 'resetPassword.body',
      action: 'resetPassword.action',
      ignore: 'resetPassword.ignore',
    },
    { name },
  );
}

export function inviteMail(
  locale: Locale,
  to: string,
  name: string,
  organisation: string,
  link: string,
): MailMessage {
  return linkMail(
    locale,
    to,
    link,
    {
      subject: 'invite.subject',
      greeting: 'invite.greeting',
      body: 'invite.body',
      action: 'invite.action',
      ignore: 'invite.ignore',
    },
    { name, organisation },
  );
}
