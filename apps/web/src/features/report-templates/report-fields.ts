import {
  reportChapterResource,
  reportElementResource,
  reportTemplateResource,
} from '@vezel/domain/resources/report-templates';
import type { ResourceDeclaration } from '@vezel/domain/resources/types';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formFieldsOf, type FormField } from '../../components/resource/form-logic';
import { useResourceLabels } from '../../components/resource/use-resource-labels';

/** The form fields of a declared resource in the active language, those on a tab left out. */
function useMainFields(declaration: Pick<ResourceDeclaration, 'type' | 'fields'>): FormField[] {
  const labels = useResourceLabels(declaration.type);
  return useMemo(
    () =>
      formFieldsOf(declaration.fields, labels.label, labels.optionLabel).filter(
        (field) => !field.tab,
      ),
    [declaration, labels],
  );
}

/** An element's heading, page and table-of-contents settings; markup and query have editors. */
export const useElementFields = () => useMainFields(reportElementResource);

/** A chapter's title and appendix flag; its standard text has an editor of its own. */
export const useChapterFields = () => useMainFields(reportChapterResource);

export const useTemplateFields = () => useMainFields(reportTemplateResource);

/** How a row shows an element's page: "A3 liggend, zonder kop- en voettekst". */
export function usePageLabel() {
  const { t } = useTranslation();
  const labels = useResourceLabels(reportElementResource.type);
  return useMemo(
    () => (element: { page_size: string; orientation: string; header_footer: boolean }) => {
      const page = `${labels.optionLabel('page_size', element.page_size)} ${labels.optionLabel('orientation', element.orientation)}`;
      return element.header_footer ? page : t('reportTemplates.elements.bare', { page });
    },
    [labels, t],
  );
}

/** How a row shows an element's heading level: "Kop 2", "Geen kop". */
export function useHeadingLabel() {
  const labels = useResourceLabels(reportElementResource.type);
  return useMemo(() => (level: string) => labels.optionLabel('heading_level', level), [labels]);
}
