import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../graphql/graphql';
import { assetKindOfSurvey } from './survey-routes';

// The copy dialog (1400 px, CSV import...) is its own chunk, loaded when first opened.
const CopySurveyDialog = lazy(() =>
  import('../survey-copy/CopySurveyDialog').then((module) => ({
    default: module.CopySurveyDialog,
  })),
);

const surveyHeaderQuery = graphql(`
  query SurveyHeader($id: ID!) {
    onderzoek(id: $id) {
      id
      number
      asset_type
      asset {
        id
        title
      }
    }
  }
`);

/** A change of the survey (its number, its asset) refetches the header. */
const headerTypenames = { additionalTypenames: ['Survey', 'Asset'] };

/**
 * The top bar on a survey page (spec section 2): the survey number as title, the asset as
 * subtitle, and the button that copies the survey to other addresses or vessels.
 */
export function SurveyTopBarTitle({
  surveyId,
  fallback,
  canCopy,
}: {
  surveyId: string;
  fallback: string;
  /** Copying plans surveys: the managers' (the server checks it too). */
  canCopy: boolean;
}) {
  const { t } = useTranslation();
  const [copying, setCopying] = useState(false);
  const [opened, setOpened] = useState(false);
  const [result] = useQuery({
    query: surveyHeaderQuery,
    variables: { id: surveyId },
    context: headerTypenames,
  });
  const survey = result.data?.onderzoek;

  return (
    <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h1" noWrap data-testid="topbar-title">
          {survey?.number ?? fallback}
        </Typography>
        {survey && (
          <Typography
            variant="body2"
            noWrap
            sx={{ opacity: 0.85, lineHeight: 1.2 }}
            data-testid="topbar-subtitle"
          >
            {survey.asset.title}
          </Typography>
        )}
      </Box>
      {survey && canCopy && (
        <Tooltip title={t('surveys.copy')}>
          <IconButton
            color="inherit"
            onClick={() => {
              setOpened(true);
              setCopying(true);
            }}
            aria-label={t('surveys.copy')}
            data-testid="topbar-copy-survey"
          >
            <ContentCopyOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
      {survey && opened && (
        <Suspense fallback={null}>
          <CopySurveyDialog
            surveyId={survey.id}
            assetKind={assetKindOfSurvey(survey.asset_type)}
            open={copying}
            onClose={() => setCopying(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
