import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMutation, type CombinedError } from 'urql';
import dayjs from 'dayjs';
import { useDateFormat } from '../../app/dates';
import { useServerErrorText } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { LavsExchanges } from './LavsExchanges';
import { canSendNow, statusColour } from './survey-lavs-logic';
import {
  lavsTypenames,
  sendLavsMutation,
  verifyLavsMutation,
  type LavsInventarisation,
} from './survey-lavs-operations';

interface LavsInventarisationCardProps {
  surveyId: string;
  /** The registry's name ('LAVS'), as its answers are headed. */
  registryName: string;
  inventarisation: LavsInventarisation;
  /** The viewer is a manager: only a manager registers the firm's inventory. */
  canSend: boolean;
  /** Asks for the registration again (after a verify or a send). */
  onChanged: () => void;
  /** The survey is completed or cancelled: its data changes only once a manager reopens it. */
  closed?: boolean;
}

/** The statuses in which a clean verify still speaks for the data (not failed, sending or done). */
const verifiedStatuses: readonly string[] = ['data_missing', 'ready_to_send_data', 'to_verify'];

/** One inventory's registration: status, what to do, verify and send, answers and exchanges. */
export function LavsInventarisationCard({
  surveyId,
  registryName,
  inventarisation,
  canSend,
  onChanged,
  closed = false,
}: LavsInventarisationCardProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const announce = useAnnounce();
  const errorText = useServerErrorText();
  const [verifying, verify] = useMutation(verifyLavsMutation);
  const [sending, send] = useMutation(sendLavsMutation);
  const [error, setError] = useState<CombinedError | null>(null);
  const { result, problems, answers, job } = inventarisation;
  const headingId = `lavs-inventarisation-${inventarisation.id}`;
  const problemsId = `${headingId}-problems`;
  const variables = { id: inventarisation.id, surveyId };

  const runVerify = async () => {
    setError(null);
    const outcome = await verify(variables, lavsTypenames);
    if (outcome.error) {
      setError(outcome.error);
      return;
    }
    onChanged();
    const status = outcome.data?.verifyLavsInventarisatieBijwerkenRequest.status;
    announce(
      status === 'data_missing' ? t('lavs.checks.verifiedMissing') : t('lavs.checks.verifiedReady'),
      status === 'data_missing' ? 'info' : 'success',
    );
  };

  const runSend = async () => {
    setError(null);
    const outcome = await send(variables, lavsTypenames);
    if (outcome.error) {
      setError(outcome.error);
      return;
    }
    onChanged();
    const status = outcome.data?.handleLavsInventarisatieBijwerkenRequest.status;
    // The send checks again first: what it found missing shows as the problems.
    if (status === 'data_missing') announce(t('lavs.checks.sendRefused'), 'error');
    else announce(t('lavs.checks.sendStarted'));
  };

  const period = [
    inventarisation.starts_on &&
      t('lavs.checks.startsOn', { date: dates.date(String(inventarisation.starts_on)) }),
    inventarisation.ends_on &&
      t('lavs.checks.endsOn', { date: dates.date(String(inventarisation.ends_on)) }),
  ].filter(Boolean);
  const sendable = canSendNow(result.status, inventarisation.in_flight);
  const failed = statusColour(result.status) === 'error';
  const unchangedId = `${headingId}-unchanged`;
  const unchanged = canSend && result.status === 'completed_successfully' && !sendable;
  // The job's last error is mostly the result's message: say it once.
  const jobError = job?.error && job.error !== result.message ? job.error : null;

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby={headingId}
      data-testid="lavs-inventarisation"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mr: 1 }}>
          {inventarisation.starts_on
            ? t('surveyInventarisations.cardTitle', {
                date: dates.date(String(inventarisation.starts_on)),
              })
            : t('surveyInventarisations.one')}
        </Typography>
        <Chip
          size="small"
          color={statusColour(result.status)}
          label={inventarisation.status_label}
          data-testid="lavs-status"
        />
      </Box>
      {period.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {period.join(' · ')}
        </Typography>
      )}
      <Typography sx={{ mt: 1 }} data-testid="lavs-todo">
        {t('lavs.checks.todo', { todo: inventarisation.todo_label })}
      </Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="outlined" onClick={() => void runVerify()} disabled={verifying.fetching}>
          {t('lavs.checks.verify')}
        </Button>
        {canSend && (
          <Button
            variant="contained"
            onClick={() => void runSend()}
            disabled={!sendable || sending.fetching}
            aria-describedby={unchanged ? unchangedId : undefined}
          >
            {t('lavs.checks.send')}
          </Button>
        )}
      </Box>
      {unchanged && (
        <Typography
          id={unchangedId}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
          data-testid="lavs-unchanged"
        >
          {t('lavs.checks.unchanged')}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorText(error)}
        </Alert>
      )}

      {inventarisation.in_flight && (
        <Box sx={{ mt: 2 }} data-testid="lavs-progress">
          <Typography variant="body2" id={`${headingId}-progress`}>
            {t('lavs.checks.inFlight', { status: inventarisation.status_label })}
            {job?.progress?.step ? ` ${job.progress.step}` : ''}
          </Typography>
          <LinearProgress
            aria-labelledby={`${headingId}-progress`}
            variant={job?.progress ? 'determinate' : 'indeterminate'}
            value={job?.progress ? (100 * job.progress.done) / job.progress.total : undefined}
            sx={{ mt: 1 }}
          />
        </Box>
      )}
      {job?.error && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="lavs-job">
          {job.status === 'failed'
            ? jobError
              ? t('lavs.checks.jobFailed', { error: jobError })
              : t('lavs.checks.jobFailedPlain')
            : [
                jobError
                  ? t('lavs.checks.jobAttemptError', {
                      attempt: job.attempts,
                      attempts: job.max_attempts,
                      error: jobError,
                    })
                  : t('lavs.checks.jobAttempt', {
                      attempt: job.attempts,
                      attempts: job.max_attempts,
                    }),
                t('lavs.checks.jobRetryAt', { time: dayjs(job.run_after).format('HH:mm:ss') }),
              ].join(' ')}
        </Typography>
      )}

      {result.message && (
        <Box sx={{ mt: 2 }} data-testid="lavs-last-message">
          <Typography variant="h3" sx={{ fontSize: '1rem' }}>
            {t('lavs.checks.lastMessage')}
          </Typography>
          <Typography variant="body2">{result.message}</Typography>
        </Box>
      )}

      {answers.length > 0 && (
        <Alert severity={failed ? 'error' : 'warning'} sx={{ mt: 2 }} data-testid="lavs-message">
          <AlertTitle>{t('lavs.checks.answerTitle', { name: registryName })}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {answers.map((answer, index) => (
              <Typography component="li" variant="body2" key={index}>
                {answer}
              </Typography>
            ))}
          </Box>
        </Alert>
      )}

      {problems.length > 0 ? (
        <Box component="section" aria-labelledby={problemsId} sx={{ mt: 2 }}>
          <Typography id={problemsId} variant="h3" sx={{ fontSize: '1rem' }}>
            {t('lavs.checks.problems', { count: problems.length })}
          </Typography>
          {closed && (
            <Alert severity="info" sx={{ my: 1 }} data-testid="lavs-closed">
              {t('lavs.checks.closed')}
            </Alert>
          )}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="lavs-problems">
            {problems.map((problem) => (
              <Typography component="li" variant="body2" key={problem.path}>
                {problem.link ? (
                  <Link component={RouterLink} to={problem.link}>
                    {problem.message}
                  </Link>
                ) : (
                  problem.message
                )}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : (
        inventarisation.verified_at &&
        verifiedStatuses.includes(result.status) && (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="lavs-verified">
            {t('lavs.checks.verifiedAt', {
              date: dates.dateTime(inventarisation.verified_at),
            })}
          </Typography>
        )
      )}

      {(result.lavs_request_id || result.lavs_bijlage_request_id) && (
        <Box
          component="dl"
          sx={{ mt: 2, mb: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
        >
          {result.lavs_request_id && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('lavs.checks.requestId')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <code>{result.lavs_request_id}</code>
              </Typography>
            </>
          )}
          {result.lavs_bijlage_request_id && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('lavs.checks.attachmentRequestId')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <code>{result.lavs_bijlage_request_id}</code>
              </Typography>
            </>
          )}
        </Box>
      )}

      <LavsExchanges
        headingId={`${headingId}-exchanges`}
        exchanges={inventarisation.exchanges}
        exchangeCount={inventarisation.exchange_count}
      />
    </Paper>
  );
}
