import type { Catalogues } from './translate';
import { en } from './messages/en';
import { fr } from './messages/fr';
import { nl } from './messages/nl';

/**
 * Messages shared by server and web: error codes and validation rules. The server
 * sends the key as the error code's message key and the translated text; the web
 * translates the key itself so a language switch changes it too. One file per language,
 * so the web loads only the language in use.
 */
export const domainMessages = { nl, en, fr } satisfies Catalogues;

export type DomainMessageKey = keyof typeof nl;
