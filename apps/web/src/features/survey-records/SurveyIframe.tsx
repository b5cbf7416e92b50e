import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useCurrentUser } from '../../app/current-user';
import { PageLoader } from '../../components/PageLoader';
import type { FormField } from '../../components/resource/form-logic';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import type { SurveySectionProps } from '../surveys/section-types';
import { iframeQuery, updateIframeMutation } from './survey-record-operations';

/**
 * The organisation's external page for this survey (/iframe), in a frame. A manager sets
 * its address here; the page is then reloaded, because the app's page may frame only the
 * origin its security policy named when it was loaded.
 */
export function SurveyIframe({ surveyId }: SurveySectionProps) {
  const { t } = useTranslation();
  const manager = useCurrentUser().permissions.manager;
  const [result] = useQuery({ query: iframeQuery, variables: { surveyId } });
  const [, update] = useMutation(updateIframeMutation);
  const fields = useMemo<FormField[]>(
    () => [
      {
        name: 'url',
        type: 'text',
        label: t('surveyRecords.iframe.url'),
        placeholder: 'https://',
        rules: [{ rule: 'maxLength', max: 2000 }],
        step: 0,
        createOnly: false,
      },
    ],
    [t],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-iframe-error" />;
  if (!result.data) return <PageLoader />;
  const iframe = result.data.surveyIframe;
  const url = iframe?.url ?? null;

  return (
    <Box data-testid="survey-iframe">
      {url ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Button
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<OpenInNewIcon />}
            >
              {t('surveyRecords.iframe.open')}
            </Button>
          </Box>
          <Box
            component="iframe"
            src={url}
            title={t('surveyRecords.iframe.title')}
            // The external page runs its own scripts, in its own origin; it may not navigate us.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
            sx={{ width: '100%', height: '80vh', border: 1, borderColor: 'divider' }}
            data-testid="survey-iframe-frame"
          />
        </>
      ) : (
        <Alert severity="info" data-testid="survey-iframe-none">
          {t(manager ? 'surveyRecords.iframe.noneManager' : 'surveyRecords.iframe.none')}
        </Alert>
      )}
      {manager && (
        <Box sx={{ mt: 2, maxWidth: 720 }}>
          <ResourceForm
            fields={fields}
            record={{ url: iframe?.template ?? '' }}
            editable
            onSave={async (values) => {
              const saved = await update({ url: String(values.url ?? '').trim() });
              return saved.error;
            }}
            onSaved={() => window.location.reload()}
            testId="survey-iframe-url"
          />
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
            {t('surveyRecords.iframe.urlHelp', { survey: '{survey}', number: '{number}' })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
