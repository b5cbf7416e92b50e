// `npm run check:i18n`: the web catalogues (apps/web/src/locales), the shared domain
// messages and the server's mail texts must say the same things in Dutch, English and French,
// each in one form of address, and the release notes must cover the same versions in each
// language as CHANGELOG.md. Exits 1 with a list.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainMessages } from '@vezel/domain/i18n/messages';
import { defaultLocale, locales, type Locale } from '@vezel/domain/i18n/locales';
import { mailMessages } from '@vezel/server/mail/templates';

type Catalogue = Record<string, unknown>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webLocales = path.join(root, 'apps/web/src/locales');

/**
 * The words of the form of address a language does not use: Vezel says "je" in Dutch and
 * "vous" in French, throughout.
 */
const otherAddress: Partial<Record<Locale, RegExp>> = {
  nl: /(?<![\p{L}-])(u|uw|uzelf)(?![\p{L}-])/iu,
  fr: /(?<![\p{L}'-])(tu|toi|ton|ta|tes)(?![\p{L}'-])/iu,
};

/** The {name} and {{name}} placeholders of a text, sorted, so that order does not matter. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{?\s*([\w.]+)\s*\}?\}/g)]
    .map((match) => match[0].replace(/\s/g, ''))
    .sort();
}

function checkCatalogues(label: string, catalogues: Record<Locale, Catalogue>): string[] {
  const problems: string[] = [];
  const reference = catalogues[defaultLocale];
  for (const locale of locales) {
    const catalogue = catalogues[locale];
    for (const key of Object.keys(reference)) {
      if (!(key in catalogue)) problems.push(`${label}: "${key}" is missing in ${locale}`);
    }
    for (const [key, value] of Object.entries(catalogue)) {
      const where = `${label} ${locale} "${key}"`;
      if (!(key in reference)) {
        problems.push(`${label}: "${key}" is in ${locale} but not in ${defaultLocale}`);
      }
      if (typeof value !== 'string') {
        problems.push(`${where} is not a text`);
        continue;
      }
      if (value.trim() === '') problems.push(`${where} is empty`);
      const address = otherAddress[locale]?.exec(value);
      if (address) problems.push(`${where} says "${address[0]}": use one form of address`);
      const expected = reference[key];
      if (locale !== defaultLocale && typeof expected === 'string') {
        const want = placeholders(expected).join(' ');
        const have = placeholders(value).join(' ');
        if (want !== have) {
          problems.push(`${where} has placeholders [${have}] but ${defaultLocale} has [${want}]`);
        }
      }
    }
  }
  return problems;
}

function readWebCatalogue(locale: Locale): Catalogue {
  const file = path.join(webLocales, `${locale}.json`);
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} is not a JSON object`);
  }
  return parsed as Catalogue;
}

/**
 * The release notes (one Markdown file per language) tell users what each version of
 * CHANGELOG.md changed. A version heading is '## ' with the version number (and a date
 * written in the language); the one without a number is the coming version, CHANGELOG.md's
 * "Unreleased".
 */
const releaseNotes = path.join(root, 'apps/web/src/features/changelog/release-notes');
const upcoming = 'Unreleased';

function versionsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^## (.*)$/gm)].map(
    ([, heading = '']) => /\d+\.\d+\.\d+/.exec(heading)?.[0] ?? upcoming,
  );
}

function checkReleaseNotes(): string[] {
  const changelog = versionsOf(fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8')).join(', ');
  return locales.flatMap((locale) => {
    const file = path.join(releaseNotes, `${locale}.md`);
    if (!fs.existsSync(file)) return [`release notes: ${locale}.md is missing`];
    const text = fs.readFileSync(file, 'utf8');
    const versions = versionsOf(text).join(', ');
    const address = otherAddress[locale]?.exec(text);
    return [
      ...(versions === changelog
        ? []
        : [
            `release notes ${locale}.md: versions [${versions}] but CHANGELOG.md has [${changelog}]`,
          ]),
      ...(address
        ? [`release notes ${locale}.md says "${address[0]}": use one form of address`]
        : []),
    ];
  });
}

const web = Object.fromEntries(
  locales.map((locale) => [locale, readWebCatalogue(locale)]),
) as Record<Locale, Catalogue>;

const problems = [
  ...checkCatalogues('web', web),
  ...checkCatalogues('domain', domainMessages),
  ...checkCatalogues('mail', mailMessages),
  // The web merges both into one catalogue: a web key must not hide a domain message.
  ...Object.keys(web[defaultLocale])
    .filter((key) => key in domainMessages[defaultLocale])
    .map((key) => `web: "${key}" is also a domain message key`),
  ...checkReleaseNotes(),
];

if (problems.length > 0) {
  console.error(`Translations: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `Translations complete: ${Object.keys(web[defaultLocale]).length} web, ${
    Object.keys(domainMessages[defaultLocale]).length
  } domain and ${Object.keys(mailMessages[defaultLocale]).length} mail messages in ${locales.join(', ')}`,
);
