import { translate, type Catalogues, type Locale } from '@vezel/domain';
import type { MailMessage } from './mailer';

export const mailMessages = {
  nl: {
    'resetPassword.subject': 'Wachtwoord herstellen voor Vezel',
    'resetPassword.greeting': 'Beste {name},',
    'resetPassword.body':
      'Er is gevraagd om het wachtwoord van je Vezel-account te herstellen. Via de link hieronder kies je een nieuw wachtwoord. De link is 1 uur geldig en werkt één keer.',
    'resetPassword.action': 'Nieuw wachtwoord kiezen',
    'resetPassword.ignore':
      'Heb je dit niet zelf gevraagd? Dan kun je deze mail negeren; je wachtwoord blijft ongewijzigd.',
  },
  en: {
    'resetPassword.subject': 'Reset your Vezel password',
    'resetPassword.greeting': 'Dear {name},',
    'resetPassword.body':
      'Someone asked to reset the password of your Vezel account. Use the link below to choose a new password. The link is valid for 1 hour and works once.',
    'resetPassword.action': 'Choose a new password',
    'resetPassword.ignore':
      'Did you not ask for this? Then you can ignore this email; your password stays as it is.',
  },
  fr: {
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

export function resetPasswordMail(
  locale: Locale,
  to: string,
  name: string,
  link: string,
): MailMessage {
  const t = (key: keyof (typeof mailMessages)['nl'], values?: Record<string, string>) =>
    translate(mailMessages, locale, key, values);
  const paragraphs = [t('resetPassword.greeting', { name }), t('resetPassword.body')];
  return {
    to,
    subject: t('resetPassword.subject'),
    link,
    text: [...paragraphs, link, t('resetPassword.ignore')].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('resetPassword.action'))}</a></p>`,
      `<p>${escapeHtml(t('resetPassword.ignore'))}</p>`,
    ].join('\n'),
  };
}
