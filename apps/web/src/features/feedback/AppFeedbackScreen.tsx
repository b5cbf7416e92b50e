import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { firstFailure, maxLength, required } from '@vezel/domain/validation/rules';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useDateFormat } from '../../app/dates';
import { serverError } from '../../app/graphql-errors';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TableMessageRow } from '../../components/TableMessageRow';
import { TextInput } from '../../components/TextInput';
import { useForm } from '../../components/use-form';
import { appFeedbackQuery, createAppFeedbackMutation } from './feedback-operations';

const messageMaxLength = 2000;

function isFromState(state: unknown): state is { from: string } {
  return (
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
  );
}

/** Administrators send feedback about the app and read what has come in. */
export function AppFeedbackScreen() {
  const location = useLocation();
  // The page the feedback button was pressed on, else this one.
  const page = isFromState(location.state) ? location.state.from : location.pathname;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <FeedbackForm page={page} />
      <FeedbackList />
    </Stack>
  );
}

function FeedbackForm({ page }: { page: string }) {
  const { t } = useTranslation();
  const [create, runCreate] = useMutation(createAppFeedbackMutation);
  const [sent, setSent] = useState(false);
  const form = useForm({ message: '' }, (values) => ({
    message: firstFailure(values.message, [required, maxLength(messageMaxLength)]),
  }));
  const field = form.field('message');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    if (create.fetching || !form.submit()) return;
    const result = await runCreate({ message: form.values.message.trim(), page });
    if (result.error) {
      form.showServerFailures(serverError(result.error)?.fields ?? {});
      return;
    }
    form.reset();
    setSent(true);
  }

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" gutterBottom>
          {t('appFeedback.formHeading')}
        </Typography>
        <Typography color="text.secondary">{t('appFeedback.intro')}</Typography>
        <Box component="form" noValidate onSubmit={onSubmit} data-testid="app-feedback-form">
          <TextInput
            {...field}
            label={t('appFeedback.message')}
            required
            multiline
            minRows={4}
            helperText={
              field.helperText ??
              t('appFeedback.counter', {
                length: form.values.message.length,
                max: messageMaxLength,
              })
            }
            testId="app-feedback-message"
          />
          <Typography variant="body2" color="text.secondary" data-testid="app-feedback-page">
            {t('appFeedback.pageNote', { page })}
          </Typography>
          {create.error && <ServerErrorAlert error={create.error} testId="app-feedback-error" />}
          {sent && (
            <Alert severity="success" sx={{ mt: 2 }} data-testid="app-feedback-success">
              {t('appFeedback.sent')}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            loading={create.fetching}
            sx={{ mt: 3 }}
            data-testid="app-feedback-submit"
          >
            {t('appFeedback.submit')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function FeedbackList() {
  const { t } = useTranslation();
  const format = useDateFormat();
  // Named so that sending feedback refetches the list, also while it is still empty.
  const context = useMemo(() => ({ additionalTypenames: ['AppFeedback'] }), []);
  const [{ data, fetching, error }] = useQuery({
    query: appFeedbackQuery,
    requestPolicy: 'cache-and-network',
    context,
  });
  const items = useMemo(
    () =>
      [...(data?.appFeedback ?? [])].sort((a, b) =>
        a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
      ),
    [data],
  );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" gutterBottom>
          {t('appFeedback.listHeading')}
        </Typography>
        {error && <ServerErrorAlert error={error} testId="app-feedback-list-error" />}
        <TableContainer>
          <Table
            size="small"
            aria-label={t('appFeedback.listHeading')}
            data-testid="app-feedback-list"
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('appFeedback.column.date')}</TableCell>
                <TableCell>{t('appFeedback.column.user')}</TableCell>
                <TableCell>{t('appFeedback.column.page')}</TableCell>
                <TableCell>{t('appFeedback.column.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} data-testid="app-feedback-item">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {format.dateTime(item.created_at)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.user.full_name}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{item.page ?? '–'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', minWidth: 240 }}>
                    {item.message}
                  </TableCell>
                </TableRow>
              ))}
              {!data && fetching && (
                <TableMessageRow colSpan={4} testId="app-feedback-loading">
                  {t('appFeedback.loading')}
                </TableMessageRow>
              )}
              {data && items.length === 0 && (
                <TableMessageRow colSpan={4} testId="app-feedback-empty">
                  {t('appFeedback.empty')}
                </TableMessageRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
