import type { Catalogues } from './translate';

/**
 * Messages shared by server and web: error codes and validation rules. The server
 * sends the key as the error code's message key and the translated text; the web
 * translates the key itself so a language switch changes it too.
 */
export const domainMessages = {
  nl: {
    'error.unauthenticated': 'Je hebt geen toegang om dit te zien',
    'error.forbidden': 'Je hebt geen rechten om dit te doen',
    'error.notFound': 'Pagina niet gevonden',
    'error.internal': 'Sorry, er ging iets fout',
    'error.badInput': 'De invoer is ongeldig',
    'error.invalidCredentials': 'Het e-mailadres of wachtwoord is onjuist',
    'error.rateLimited': 'Te veel inlogpogingen. Probeer het over {minutes} minuten opnieuw.',
    'error.resetTokenInvalid':
      'Deze herstellink is ongeldig, verlopen of al gebruikt. Vraag een nieuwe aan.',
    'error.currentPasswordWrong': 'Het huidige wachtwoord is onjuist',
    'error.temporarilyUnavailable':
      '{name} is tijdelijk niet beschikbaar, probeer het later opnieuw.',
    'error.csrf': 'Dit verzoek is geweigerd omdat de beveiligingsheader ontbreekt',
    'validation.required': 'Dit veld is verplicht',
    'validation.passwordLength': 'Het nieuwe wachtwoord moet minimaal 8 tekens lang zijn',
    'validation.passwordMismatch': 'De wachtwoorden komen niet overeen',
    'validation.email': 'Dit is geen geldig e-mailadres',
    'validation.maxLength': 'Dit veld mag niet langer zijn dan {max} tekens',
  },
  en: {
    'error.unauthenticated': 'You are not allowed to see this',
    'error.forbidden': 'You are not allowed to do this',
    'error.notFound': 'Page not found',
    'error.internal': 'An error occurred',
    'error.badInput': 'The input is invalid',
    'error.invalidCredentials': 'The email address or password is incorrect',
    'error.rateLimited': 'Too many login attempts. Try again in {minutes} minutes.',
    'error.resetTokenInvalid':
      'This reset link is invalid, has expired or was already used. Request a new one.',
    'error.currentPasswordWrong': 'The current password is incorrect',
    'error.temporarilyUnavailable': '{name} is temporarily not available, please try again later.',
    'error.csrf': 'This request was refused because the security header is missing',
    'validation.required': 'This field is required',
    'validation.passwordLength': 'The new password has to be at least 8 characters long',
    'validation.passwordMismatch': 'The passwords do not match',
    'validation.email': 'This is not a valid email address',
    'validation.maxLength': 'This field can not be longer than {max} characters',
  },
  fr: {
    'error.unauthenticated': "Vous n'êtes pas autorisé à voir ceci",
    'error.forbidden': "Vous n'êtes pas autorisé à faire ceci",
    'error.notFound': 'Page introuvable',
    'error.internal': 'Une erreur est survenue',
    'error.badInput': 'La saisie est invalide',
    'error.invalidCredentials': "L'adresse e-mail ou le mot de passe est incorrect",
    'error.rateLimited': 'Trop de tentatives de connexion. Réessayez dans {minutes} minutes.',
    'error.resetTokenInvalid':
      'Ce lien de réinitialisation est invalide, a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
    'error.currentPasswordWrong': 'Le mot de passe actuel est incorrect',
    'error.temporarilyUnavailable':
      "{name} n'est temporairement pas disponible, veuillez réessayer plus tard.",
    'error.csrf': "Cette requête a été refusée car l'en-tête de sécurité manque",
    'validation.required': 'Ce champ est obligatoire',
    'validation.passwordLength': 'Le nouveau mot de passe doit contenir au moins 8 caractères',
    'validation.passwordMismatch': 'Les mots de passe ne correspondent pas',
    'validation.email': "Ce n'est pas une adresse e-mail valide",
    'validation.maxLength': 'Ce champ ne peut pas dépasser {max} caractères',
  },
} satisfies Catalogues;

export type DomainMessageKey = keyof (typeof domainMessages)['nl'];
