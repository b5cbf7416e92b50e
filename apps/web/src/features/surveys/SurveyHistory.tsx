import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../app/dates';
import type { SurveyStatusChange } from './survey-operations';
import { SurveyStatusChip } from './SurveyStatusChip';

/** Every change of the survey's status, newest first: when, who, from, to and why. */
export function SurveyHistory({ changes }: { changes: readonly SurveyStatusChange[] }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="survey-history-title">
      <Typography variant="h3" component="h2" id="survey-history-title" sx={{ mb: 1 }}>
        {t('surveys.history.title')}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" data-testid="survey-history">
          <TableHead>
            <TableRow>
              <TableCell>{t('surveys.history.when')}</TableCell>
              <TableCell>{t('surveys.history.who')}</TableCell>
              <TableCell>{t('surveys.history.from')}</TableCell>
              <TableCell>{t('surveys.history.to')}</TableCell>
              <TableCell>{t('surveys.history.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.id} data-testid="survey-history-row" data-to={change.to}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(change.changed_at)}</TableCell>
                <TableCell>{change.by?.full_name ?? t('surveys.history.unknownPerson')}</TableCell>
                <TableCell>
                  {change.from ? (
                    <SurveyStatusChip status={change.from} />
                  ) : (
                    t('surveys.history.planned')
                  )}
                </TableCell>
                <TableCell>
                  <SurveyStatusChip status={change.to} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{change.reason ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
