import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DossierCheckAnswer } from '@vezel/domain/surveys/dossier-check-answers';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useDateFormat } from '../../app/dates';
import { serverError } from '../../app/graphql-errors';
import { useServerErrorText } from '../../app/messages';
import { ResourceFields } from '../../components/resource/ResourceFields';
import { useResourceForm } from '../../components/resource/use-resource-form';
import { questionField } from '../dossier-checks/question-fields';
import { answersOf, answerValues } from './dossier-check-answers';
import {
  inventarisationTypenames,
  saveDossierCheckMutation,
  type InventarisationDossierCheck,
} from './survey-inventarisation-operations';

interface DossierChecksProps {
  inventarisationId: string;
  checks: readonly InventarisationDossierCheck[];
  editable: boolean;
}

/** The checklists of an inventory's survey type, each filled in and saved on its own. */
export function InventarisationDossierChecks({
  inventarisationId,
  checks,
  editable,
}: DossierChecksProps) {
  const { t } = useTranslation();
  if (checks.length === 0) {
    return (
      <Alert severity="info" data-testid="inventarisation-dossier-checks-empty">
        {t('surveyInventarisations.dossierChecks.none')}
      </Alert>
    );
  }
  return (
    <Box data-testid="inventarisation-dossier-checks">
      {checks.map((check) => (
        <DossierCheckForm
          key={check.template.id}
          inventarisationId={inventarisationId}
          check={check}
          editable={editable}
        />
      ))}
    </Box>
  );
}

function DossierCheckForm({
  inventarisationId,
  check,
  editable,
}: {
  inventarisationId: string;
  check: InventarisationDossierCheck;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const errorText = useServerErrorText();
  const [, save] = useMutation(saveDossierCheckMutation);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ kind: 'success' } | { kind: 'error'; text: string }>();
  const placeholder = t('resource.dateTimePlaceholder');
  const questions = useMemo(
    () => check.template.parts.flatMap((part) => part.questions),
    [check.template.parts],
  );
  const fields = useMemo(
    () => questions.map((question) => questionField(question, placeholder)),
    [questions, placeholder],
  );
  const initial = useMemo(
    () => answerValues(questions, JSON.parse(check.answers) as Record<string, DossierCheckAnswer>),
    [questions, check.answers],
  );
  const form = useResourceForm(fields, initial, 'submit');
  const testId = `dossier-check-${check.template.id}`;

  async function onSave() {
    setStatus(undefined);
    if (!form.submit()) return;
    setSaving(true);
    const result = await save(
      {
        inventarisationId,
        templateId: check.template.id,
        answers: JSON.stringify(answersOf(questions, form.values)),
      },
      inventarisationTypenames,
    );
    setSaving(false);
    if (result.error) {
      form.showServerFailures(serverError(result.error)?.fields ?? {});
      setStatus({ kind: 'error', text: errorText(result.error) });
    } else {
      setStatus({ kind: 'success' });
    }
  }

  return (
    <Box component="section" sx={{ mb: 4 }} data-testid={testId}>
      <Typography variant="h3" component="h3">
        {check.template.name}
      </Typography>
      {check.template.description && (
        <Typography variant="body2" color="text.secondary">
          {check.template.description}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" data-testid={`${testId}-saved`}>
        {check.saved_at
          ? t('surveyInventarisations.dossierChecks.savedAt', {
              date: format.dateTime(check.saved_at),
            })
          : t('surveyInventarisations.dossierChecks.notSaved')}
      </Typography>
      {check.template.parts.map((part) => (
        <Box key={part.id} sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 500 }}>
            {part.name}
          </Typography>
          {part.description && (
            <Typography variant="body2" color="text.secondary">
              {part.description}
            </Typography>
          )}
          {part.questions.map((question) => {
            const field = fields.find((candidate) => candidate.name.endsWith(`-${question.id}`));
            return (
              field && (
                <Box key={question.id}>
                  <ResourceFields
                    fields={[field]}
                    values={form.values}
                    messages={form.shown}
                    onChange={(name, value) => {
                      setStatus(undefined);
                      form.setValue(name, value);
                    }}
                    readOnly={!editable}
                    testId={testId}
                  />
                  {question.help && (
                    <Typography variant="caption" color="text.secondary">
                      {question.help}
                    </Typography>
                  )}
                </Box>
              )
            );
          })}
        </Box>
      ))}
      {status?.kind === 'error' && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid={`${testId}-error`}>
          {status.text}
        </Alert>
      )}
      {status?.kind === 'success' && (
        <Alert severity="success" sx={{ mt: 1 }} data-testid={`${testId}-success`}>
          {t('surveyInventarisations.dossierChecks.saved')}
        </Alert>
      )}
      {editable && (
        <Button
          variant="contained"
          startIcon={<SaveOutlinedIcon />}
          disabled={saving}
          onClick={() => void onSave()}
          sx={{ mt: 1 }}
          data-testid={`${testId}-save`}
        >
          {t('surveyInventarisations.dossierChecks.save')}
        </Button>
      )}
    </Box>
  );
}
