import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery, type CombinedError } from 'urql';
import { serverError } from '../../app/graphql-errors';
import { useRoutePath } from '../../app/locale';
import { PageLoader } from '../../components/PageLoader';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { surveyReportChecksQuery, type SurveyReportDetail } from './survey-report-operations';
import { checkRoute, useCheckText } from './report-checks';

interface FinalizeModalProps {
  surveyId: string;
  report: SurveyReportDetail;
  assetKind: 'property' | 'vessel';
  onClose: () => void;
  onConfirm: () => Promise<CombinedError | undefined>;
}

/**
 * Asks before making the report final; while checks are open it lists each as a link to
 * where it is fixed, and cannot confirm.
 */
export function FinalizeModal({
  surveyId,
  report,
  assetKind,
  onClose,
  onConfirm,
}: FinalizeModalProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const checkText = useCheckText();
  const [result] = useQuery({
    query: surveyReportChecksQuery,
    variables: { id: report.id },
    requestPolicy: 'network-only',
  });
  const checks = result.data?.surveyReport?.checks;
  const testId = 'survey-report-finalize';
  // Refused for want of a signature: the way to the account's signature tab.
  const [signatureMissing, setSignatureMissing] = useState(false);
  const confirm = async () => {
    const error = await onConfirm();
    setSignatureMissing(serverError(error)?.messageKey === 'surveyReports.error.noSignature');
    return error;
  };
  return (
    <ConfirmModal
      kind="update"
      open
      title={t('surveyReports.confirm.finalizeTitle', { title: report.title })}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={t('surveyReports.action.finalize')}
      confirmDisabled={!checks || checks.length > 0}
      testId={testId}
    >
      {result.error ? (
        <ServerErrorAlert error={result.error} testId={`${testId}-error`} />
      ) : !checks ? (
        <PageLoader />
      ) : checks.length === 0 ? (
        <>
          <DialogContentText>{t('surveyReports.confirm.finalizeMessage')}</DialogContentText>
          {signatureMissing && (
            <Link
              component={RouterLink}
              to={path('accountSignature', {})}
              sx={{ display: 'inline-block', mt: 1 }}
              data-testid={`${testId}-signature`}
            >
              {t('surveyReports.signatureLink')}
            </Link>
          )}
        </>
      ) : (
        <>
          <DialogContentText id={`${testId}-open`}>
            {t('surveyReports.checksOpen', { count: checks.length })}
          </DialogContentText>
          <List
            dense
            aria-labelledby={`${testId}-open`}
            sx={{ listStyle: 'disc', pl: 3 }}
            data-testid={`${testId}-checks`}
          >
            {checks.map((check) => {
              const [route, params, suffix] = checkRoute(check, surveyId, report.id, assetKind);
              return (
                <ListItem
                  key={`${check.code}-${check.target ?? ''}-${check.label ?? ''}`}
                  sx={{ display: 'list-item', px: 0 }}
                >
                  <Link
                    component={RouterLink}
                    to={`${path(route, params)}${suffix}`}
                    onClick={onClose}
                  >
                    {checkText(check)}
                  </Link>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </ConfirmModal>
  );
}
