import Box from '@mui/material/Box';
import { reportElementResource } from '@vezel/domain/resources/report-templates';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { DetailsForm } from '../../components/resource/DetailsForm';
import { toInput } from '../../components/resource/form-logic';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { EditableSection } from './EditableSection';
import { useElementFields } from './report-fields';
import { reportTemplateTypenames, type ReportElement } from './report-template-operations';

const refetches = { refetches: reportTemplateTypenames.additionalTypenames };

interface ElementEditorProps {
  element: ReportElement;
  editable: boolean;
  /** Where the page goes once the element is deleted. */
  afterDelete: string;
}

/**
 * An element's settings (title, heading, table of contents, page) and its content: the
 * markup and the query that feeds it, each in a code editor.
 */
export function ElementEditor({ element, editable, afterDelete }: ElementEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useElementFields();
  const mutations = useResourceMutations(reportElementResource, refetches);
  return (
    <Box data-testid="report-element-editor">
      <DetailsForm
        fields={fields}
        record={element}
        name={element.title}
        editable={editable}
        deleteMessage={t('reportTemplates.elements.deleteMessage', {
          count: element.chapter_count,
        })}
        onSave={async (values) =>
          (await mutations.update(element.id, toInput(fields, values))).error
        }
        onDelete={async () => {
          const result = await mutations.remove(element.id);
          if (!result.error) await navigate(afterDelete);
          return result.error;
        }}
        formTestId="report-element-form"
        deleteTestId="report-element-delete"
      />
      <ElementContent key={element.id} element={element} editable={editable} />
    </Box>
  );
}

// The code editors (CodeMirror, graphql and the schema) load when an element is opened.
const CodeEditor = lazy(() =>
  import('../../components/code-editor/CodeEditor').then((module) => ({
    default: module.CodeEditor,
  })),
);

/**
 * The markup and the query. Save stays disabled while the query is invalid (the editor's
 * alert says why); what the server still refuses shows under the field it concerns.
 */
function ElementContent({ element, editable }: { element: ReportElement; editable: boolean }) {
  const { t } = useTranslation();
  const mutations = useResourceMutations(reportElementResource, refetches);
  const [queryProblem, setQueryProblem] = useState<string | null>(null);
  const stored = useMemo(
    () => ({ markup: element.markup, query: element.query }),
    [element.markup, element.query],
  );
  return (
    <EditableSection
      title={t('reportTemplates.elements.content')}
      description={t('reportTemplates.elements.contentHelp')}
      stored={stored}
      updatedAt={element.updated_at}
      editable={editable}
      editLabel={t('reportTemplates.elements.editContent')}
      onSave={async (content) => (await mutations.update(element.id, content)).error}
      blocked={queryProblem !== null}
      testId="report-element-content"
    >
      {({ value, readOnly, change, fieldError }) => (
        <Suspense fallback={<PageLoader />}>
          <CodeEditor
            language="graphql"
            label={t('resources.reportElement.fields.query')}
            value={value.query}
            onChange={(text) => change('query', text)}
            readOnly={readOnly}
            onValidity={setQueryProblem}
            error={fieldError('query')}
            testId="report-element-query"
          />
          <CodeEditor
            language="markup"
            label={t('resources.reportElement.fields.markup')}
            value={value.markup}
            onChange={(text) => change('markup', text)}
            readOnly={readOnly}
            error={fieldError('markup')}
            testId="report-element-markup"
          />
        </Suspense>
      )}
    </EditableSection>
  );
}
