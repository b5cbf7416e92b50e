import { indicativeReasons } from '@vezel/domain/lab/risk-classes';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import nl from '../../locales/nl.json';

const locales = { nl, en, fr } as Record<string, Record<string, string>>;

describe('the reasons of the indicative SMA-rt class', () => {
  it('has every reason in every language', () => {
    for (const [locale, messages] of Object.entries(locales)) {
      for (const reason of indicativeReasons) {
        expect(messages[`surveyRiskClasses.reason.${reason}`], `${locale} ${reason}`).toBeTruthy();
      }
    }
  });

  // "Bonded and intact gives class 1" is not in DOMAIN.md's SMA-rt rules: the screen says
  // it is Vezel's own indication for bonded asbestos in good condition.
  it("says bonded and intact is Vezel's indication, not an SMA-rt rule", () => {
    const expected = {
      nl: ['Indicatie van Vezel zelf', 'geen regel van SMA-rt'],
      en: ["Vezel's own indication", 'not an SMA-rt rule'],
      fr: ['Indication propre à Vezel', 'pas une règle de SMA-rt'],
    };
    for (const [locale, parts] of Object.entries(expected)) {
      const text = locales[locale]!['surveyRiskClasses.reason.bondedIntact'];
      for (const part of parts) expect(text, locale).toContain(part);
    }
  });
});
