import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { firstFailure, maxLength, required } from '@vezel/domain/validation/rules';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { serverError } from '../../app/graphql-errors';
import type { ResourceColumn } from '../../components/resource/cells';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TextInput } from '../../components/TextInput';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
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
  const unsavedChanges = useUnsavedChangesGuard(form.dirty);

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
          {unsavedChanges}
        </Box>
      </CardContent>
    </Card>
  );
}

const feedbackSearch = ['user', 'page', 'message'];

function FeedbackList() {
  const { t } = useTranslation();
  // Named so that sending feedback refetches the list, also while it is still empty.
  const context = useMemo(() => ({ additionalTypenames: ['AppFeedback'] }), []);
  const [{ data, error }] = useQuery({
    query: appFeedbackQuery,
    requestPolicy: 'cache-and-network',
    context,
  });
  // Newest first; the table's headers sort otherwise.
  const rows = useMemo(
    () =>
      data &&
      [...data.appFeedback]
        .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
        .map((item) => ({
          id: item.id,
          created_at: item.created_at,
          user: item.user.full_name,
          page: item.page ?? '–',
          message: item.message,
        })),
    [data],
  );
  const columns = useMemo<ResourceColumn<NonNullable<typeof rows>[number]>[]>(
    () => [
      { field: 'created_at', type: 'datetime', label: t('appFeedback.column.date') },
      { field: 'user', type: 'text', label: t('appFeedback.column.user') },
      { field: 'page', type: 'text', label: t('appFeedback.column.page') },
      { field: 'message', type: 'text', label: t('appFeedback.column.message') },
    ],
    [t],
  );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" gutterBottom>
          {t('appFeedback.listHeading')}
        </Typography>
        {error && <ServerErrorAlert error={error} testId="app-feedback-list-error" />}
        <ResourceTable
          typeLabel={t('appFeedback.plural')}
          rows={rows}
          columns={columns}
          searchFields={feedbackSearch}
          testId="app-feedback"
        />
      </CardContent>
    </Card>
  );
}
