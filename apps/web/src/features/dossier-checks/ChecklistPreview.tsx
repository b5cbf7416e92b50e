import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordValues } from '../../components/resource/form-logic';
import { ResourceFields } from '../../components/resource/ResourceFields';
import { useResourceForm } from '../../components/resource/use-resource-form';
import type { DossierCheckTemplateWithParts } from './dossier-check-operations';
import { questionField } from './question-fields';

interface ChecklistPreviewProps {
  open: boolean;
  template: DossierCheckTemplateWithParts;
  onClose: () => void;
}

/**
 * The checklist as a surveyor fills it in: every part with its questions as inputs of
 * their type, required ones starred and checked. Nothing typed here is kept.
 */
export function ChecklistPreview({ open, template, onClose }: ChecklistPreviewProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="dossier-check-preview-title"
      data-testid="dossier-check-preview"
    >
      <DialogTitle id="dossier-check-preview-title">
        {t('dossierChecks.preview.title', { name: template.name })}
      </DialogTitle>
      {open && <PreviewForm template={template} onClose={onClose} />}
    </Dialog>
  );
}

function PreviewForm({ template, onClose }: Omit<ChecklistPreviewProps, 'open'>) {
  const { t } = useTranslation();
  const placeholder = t('resource.dateTimePlaceholder');
  const parts = useMemo(
    () =>
      template.parts.map((part) => ({
        part,
        fields: part.questions.map((question) => ({
          question,
          field: questionField(question, placeholder),
        })),
      })),
    [template.parts, placeholder],
  );
  const fields = useMemo(
    () => parts.flatMap((part) => part.fields.map((entry) => entry.field)),
    [parts],
  );
  const form = useResourceForm(fields, recordValues(fields, {}), 'submit');
  const [complete, setComplete] = useState(false);

  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('dossierChecks.preview.intro')}
        </Typography>
        {parts.length === 0 && (
          <Alert severity="info" data-testid="dossier-check-preview-empty">
            {t('dossierChecks.preview.empty')}
          </Alert>
        )}
        {parts.map(({ part, fields: questions }) => (
          <Box component="section" key={part.id} sx={{ mb: 3 }}>
            <Typography variant="h3" component="h3">
              {part.name}
            </Typography>
            {part.description && (
              <Typography variant="body2" color="text.secondary">
                {part.description}
              </Typography>
            )}
            {questions.map(({ question, field }) => (
              <Box key={field.name}>
                <ResourceFields
                  fields={[field]}
                  values={form.values}
                  messages={form.shown}
                  onChange={(name, value) => {
                    setComplete(false);
                    form.setValue(name, value);
                  }}
                  testId="dossier-check-preview"
                />
                {question.help && (
                  <Typography variant="caption" color="text.secondary">
                    {question.help}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        ))}
        {complete && (
          <Alert severity="success" data-testid="dossier-check-preview-complete">
            {t('dossierChecks.preview.complete')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="dossier-check-preview-close">
          {t('dossierChecks.preview.close')}
        </Button>
        <Button
          variant="contained"
          onClick={() => setComplete(form.submit())}
          data-testid="dossier-check-preview-check"
        >
          {t('dossierChecks.preview.check')}
        </Button>
      </DialogActions>
    </>
  );
}
