import DoneAllIcon from '@mui/icons-material/DoneAll';
import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { variableMappingResource } from '@vezel/domain/resources/variable-mapping';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useAnnounce } from '../../components/announcer';
import { PageLoader } from '../../components/PageLoader';
import { CreateModal } from '../../components/resource/CreateModal';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { visuallyHidden } from '../../components/resource/RowLink';
import { TableMessageRow } from '../../components/TableMessageRow';
import { itemPath } from '../variables/item-routes';
import { anyListNameKey } from '../variables/list-names';
import {
  acknowledgeVariableMappingMutation,
  mappingRefetches,
} from '../variables/variable-operations';
import {
  lavsMappingTypenames,
  lavsMappingWarningsQuery,
  type LavsMappingWarning,
} from './lavs-operations';

const columnCount = 5;

/**
 * Admin › LAVS › mapping warnings: each item of a LAVS list that the surveys use while
 * LAVS has no code for it (map it here) or whose mapping nobody confirmed (confirm it
 * here); the item's own card in the variables admin is a link away. A row leaves the
 * list once the server no longer finds the problem.
 */
export function LavsMappingWarnings() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const announce = useAnnounce();
  const labels = useResourceLabels(variableMappingResource.type);
  const [result] = useQuery({ query: lavsMappingWarningsQuery, context: lavsMappingTypenames });
  const mutations = useResourceMutations(variableMappingResource, mappingRefetches);
  const [acknowledging, acknowledge] = useMutation(acknowledgeVariableMappingMutation);
  const [mapping, setMapping] = useState<LavsMappingWarning | null>(null);
  const fields = useMemo(
    () => formFieldsOf(variableMappingResource.fields, labels.label, labels.optionLabel),
    [labels],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="lavs-warnings-error" />;
  const data = result.data;
  if (!data) return <PageLoader />;
  const { external_system: system, warnings } = data.lavsMappingWarnings;
  const setId = data.me.inventarisatie_user?.organisation.variable_set?.id;

  // A manager who types the LAVS code here has looked at it: the new mapping is confirmed
  // at once, so the item leaves the list. Should that second step fail, the row stays with
  // its "Bevestigen" button and the error above the table.
  async function create(values: FormValues) {
    if (!mapping || !system) return undefined;
    const outcome = await mutations.create(toInput(fields, values), {
      variableItem: mapping.item.id,
      externalSystem: system.id,
    });
    if (!outcome.error && outcome.id) {
      await acknowledge({ id: outcome.id }, lavsMappingTypenames);
    }
    return outcome.error;
  }

  /** "2026-012, 2026-009" or, past the five numbers the server gives, "… and 3 more". */
  function surveysText(warning: LavsMappingWarning): string {
    const numbers = warning.survey_numbers.join(', ');
    const more = warning.survey_count - warning.survey_numbers.length;
    return more > 0 ? t('lavs.admin.warnings.surveysMore', { numbers, more }) : numbers;
  }

  async function confirm(warning: LavsMappingWarning) {
    if (!warning.mapping) return;
    const outcome = await acknowledge({ id: warning.mapping.id }, lavsMappingTypenames);
    if (!outcome.error) announce(t('variables.acknowledged', { value: warning.mapping.value }));
  }

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('lavs.admin.warnings.intro')}
      </Typography>
      {!system && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="lavs-warnings-no-system">
          {t('lavs.admin.warnings.noSystem')}
        </Alert>
      )}
      {acknowledging.error && (
        <ServerErrorAlert error={acknowledging.error} testId="lavs-warnings-acknowledge-error" />
      )}
      <TableContainer>
        <Table size="small" aria-label={t('lavs.admin.warnings.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('lavs.admin.warnings.column.item')}</TableCell>
              <TableCell>{t('lavs.admin.warnings.column.list')}</TableCell>
              <TableCell>{t('lavs.admin.warnings.column.problem')}</TableCell>
              <TableCell>{t('lavs.admin.warnings.column.surveys')}</TableCell>
              <TableCell>
                {/* The buttons say what they do; the header is for screen readers. */}
                <Box component="span" sx={visuallyHidden}>
                  {t('lavs.admin.warnings.column.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {warnings.length === 0 ? (
              <TableMessageRow colSpan={columnCount} testId="lavs-warnings-empty">
                {t('lavs.admin.warnings.empty')}
              </TableMessageRow>
            ) : (
              warnings.map((warning) => (
                <TableRow key={warning.id} data-testid="lavs-warning">
                  <TableCell>
                    {setId ? (
                      <Link
                        component={RouterLink}
                        to={itemPath(
                          path,
                          setId,
                          [{ list: warning.list, itemId: warning.item.id }],
                          'mappings',
                        )}
                      >
                        {warning.item.value}
                      </Link>
                    ) : (
                      warning.item.value
                    )}
                  </TableCell>
                  <TableCell>{t(anyListNameKey(warning.list))}</TableCell>
                  <TableCell>
                    {warning.problem === 'unacknowledged' && warning.mapping
                      ? t('lavs.admin.warnings.problem.unacknowledged', {
                          value: warning.mapping.value,
                        })
                      : t('lavs.admin.warnings.problem.unmapped')}
                  </TableCell>
                  <TableCell>{surveysText(warning)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {warning.problem === 'unacknowledged' && warning.mapping ? (
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<DoneAllIcon />}
                        disabled={acknowledging.fetching}
                        onClick={() => void confirm(warning)}
                      >
                        {t('lavs.admin.warnings.acknowledge')}
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<LinkIcon />}
                        disabled={!system}
                        onClick={() => setMapping(warning)}
                      >
                        {t('lavs.admin.warnings.map')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <CreateModal
        open={mapping !== null}
        title={t('lavs.admin.warnings.mapTitle', { item: mapping?.item.value ?? '' })}
        fields={fields}
        onClose={() => setMapping(null)}
        onCreate={create}
        testId="lavs-mapping-create"
      />
    </Box>
  );
}
