import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useDateFormat } from '../../app/dates';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { visuallyHidden } from '../../components/resource/RowLink';
import { lavsExchangeQuery, type LavsExchange } from './survey-lavs-operations';

/** The kinds of exchange the server keeps: a verify (no call) and the registry's four calls. */
const exchangeKinds = ['verify', 'sendData', 'dataStatus', 'sendAttachment', 'attachmentStatus'];
type ExchangeKind = 'verify' | 'sendData' | 'dataStatus' | 'sendAttachment' | 'attachmentStatus';

interface LavsExchangesProps {
  headingId: string;
  /** The newest ones, newest first, without their bodies. */
  exchanges: readonly LavsExchange[];
  /** How many the inventory has in all (the list holds only the newest). */
  exchangeCount: number;
}

/**
 * The exchanges with the registry for one inventory (the firm's proof of what it
 * registered): when, what, by whom, the HTTP status and outcome; a row opens to the
 * request and response bodies, fetched then (they are large, and a registration sent
 * again and again has many).
 */
export function LavsExchanges({ headingId, exchanges, exchangeCount }: LavsExchangesProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const kindLabel = (kind: string) =>
    exchangeKinds.includes(kind) ? t(`lavs.checks.kind.${kind as ExchangeKind}`) : kind;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem' }}>
        {t('lavs.checks.exchanges')}
      </Typography>
      {exchanges.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="lavs-exchange-count">
          {exchangeCount > exchanges.length
            ? t('lavs.checks.exchangesNewest', { shown: exchanges.length, count: exchangeCount })
            : t('lavs.checks.exchangesAll', { count: exchangeCount })}
        </Typography>
      )}
      {exchanges.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('lavs.checks.noExchanges')}
        </Typography>
      ) : (
        <TableContainer
          role="region"
          tabIndex={0}
          aria-labelledby={headingId}
          sx={{ overflowX: 'auto', maxWidth: '100%' }}
        >
          <Table size="small" aria-labelledby={headingId} data-testid="lavs-exchanges">
            <TableHead>
              <TableRow>
                <TableCell>{t('lavs.checks.column.at')}</TableCell>
                <TableCell>{t('lavs.checks.column.kind')}</TableCell>
                <TableCell>{t('lavs.checks.column.user')}</TableCell>
                <TableCell>{t('lavs.checks.column.status')}</TableCell>
                <TableCell>{t('lavs.checks.column.outcome')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('lavs.checks.column.details')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {exchanges.map((exchange) => {
                const shown = open.has(exchange.id);
                const detailsId = `lavs-exchange-${exchange.id}`;
                return (
                  <Fragment key={exchange.id}>
                    <TableRow>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {dates.dateTime(exchange.at)}
                      </TableCell>
                      <TableCell>
                        {kindLabel(exchange.kind)}
                        {exchange.method && (
                          <Typography
                            variant="body2"
                            color="text.secondary"
                            component="div"
                            title={exchange.url ?? undefined}
                            sx={{ wordBreak: 'break-all' }}
                          >
                            {exchange.method} {urlPath(exchange.url)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{exchange.user?.full_name ?? t('lavs.checks.byVezel')}</TableCell>
                      <TableCell>{exchange.response_status ?? '—'}</TableCell>
                      <TableCell>{exchange.outcome ?? t('lavs.checks.outcomeFine')}</TableCell>
                      <TableCell>
                        <Button
                          size="small"
                          sx={{ whiteSpace: 'nowrap' }}
                          aria-expanded={shown}
                          aria-controls={shown ? detailsId : undefined}
                          onClick={() => toggle(exchange.id)}
                        >
                          {shown ? t('lavs.checks.hideBodies') : t('lavs.checks.showBodies')}
                        </Button>
                      </TableCell>
                    </TableRow>
                    {shown && (
                      <TableRow id={detailsId}>
                        <TableCell colSpan={6}>
                          <ExchangeBodies id={exchange.id} kind={exchange.kind} />
                          <Typography variant="body2" color="text.secondary">
                            {t('lavs.checks.duration', { ms: exchange.duration_ms })}
                          </Typography>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/** A called address shortened to its path (the host is the registry's, shown above). */
function urlPath(url: string | null | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** An opened exchange's request and response bodies, asked for when the row opens. */
function ExchangeBodies({ id, kind }: { id: string; kind: string }) {
  const { t } = useTranslation();
  // An exchange is written once and never changes: what the cache holds stays true.
  const [result] = useQuery({ query: lavsExchangeQuery, variables: { id } });
  if (result.error) return <ServerErrorAlert error={result.error} testId="lavs-exchange-error" />;
  if (!result.data) {
    return (
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {t('lavs.checks.bodiesLoading')}
      </Typography>
    );
  }
  const exchange = result.data.lavsExchange;
  if (!exchange) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('lavs.checks.exchangeGone')}
      </Typography>
    );
  }
  return (
    <>
      {kind === 'verify' && !exchange.request_body ? (
        // The server keeps a verify's message only when it differs from the verify before.
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('lavs.checks.sameMessage')}
        </Typography>
      ) : (
        <Body label={t('lavs.checks.requestBody')} text={exchange.request_body} />
      )}
      <Body label={t('lavs.checks.responseBody')} text={exchange.response_body} />
    </>
  );
}

function Body({ label, text }: { label: string; text: string | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {text ? (
        <Box
          component="pre"
          tabIndex={0}
          aria-label={label}
          sx={{
            m: 0,
            p: 1,
            maxHeight: 320,
            overflow: 'auto',
            bgcolor: 'action.hover',
            fontSize: '0.8rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('lavs.checks.noBody')}
        </Typography>
      )}
    </Box>
  );
}
