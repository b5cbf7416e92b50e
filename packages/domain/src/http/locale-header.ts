/**
 * The language of the page a request comes from. The web sends it with every request, so
 * what the server writes (messages, CSV checks, an order form) is in the language on
 * screen, whatever the browser prefers or the cookie remembers from another page.
 */
export const localeHeader = 'x-vezel-locale';
