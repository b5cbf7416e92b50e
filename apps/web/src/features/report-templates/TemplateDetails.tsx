import { reportTemplateResource } from '@vezel/domain/resources/report-templates';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '../../app/locale';
import { DetailsForm } from '../../components/resource/DetailsForm';
import { toInput } from '../../components/resource/form-logic';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { useTemplateFields } from './report-fields';
import { type ReportTemplateWithChapters } from './report-template-operations';
import { refetches } from './report-template-refetches';
import { useEditable } from './use-editable';

export function TemplateDetails({ template }: { template: ReportTemplateWithChapters }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const editable = useEditable();
  const fields = useTemplateFields();
  const mutations = useResourceMutations(reportTemplateResource, refetches);
  return (
    <DetailsForm
      fields={fields}
      record={template}
      name={template.name}
      editable={editable}
      deleteMessage={t('reportTemplates.templates.deleteMessage')}
      onSave={async (values) =>
        (await mutations.update(template.id, toInput(fields, values))).error
      }
      onDelete={async () => {
        const result = await mutations.remove(template.id);
        if (!result.error) await navigate(path('adminReportTemplates'));
        return result.error;
      }}
      formTestId="report-template-form"
      deleteTestId="report-template-delete"
    />
  );
}
