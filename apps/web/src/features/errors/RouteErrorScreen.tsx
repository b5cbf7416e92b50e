import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CombinedError } from 'urql';
import { isChunkLoadError, markAndReload, mayReload } from '../../app/chunk-reload';
import { BareLayout } from '../../app/layout/BareLayout';
import { useServerErrorText } from '../../app/messages';
import { PageLoader } from '../../components/PageLoader';
import { ErrorScreen } from './ErrorScreen';
import { LastResortBoundary } from './LastResortBoundary';

function useErrorDetails(error: unknown): { status: number; message: string | undefined } {
  const serverErrorText = useServerErrorText();
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return { status: error.status, message: error.status === 500 ? detail : undefined };
  }
  if (error instanceof CombinedError) return { status: 500, message: serverErrorText(error) };
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: undefined };
}

function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const details = useErrorDetails(error);
  // A screen's chunk is gone after a deploy: a fresh page load finds the new one.
  const [reloading] = useState(() => isChunkLoadError(error) && mayReload());

  useEffect(() => {
    if (reloading) markAndReload();
  }, [reloading]);

  if (reloading) return <PageLoader />;
  if (details.status === 404) {
    return <ErrorScreen status={404} message={t('errorPage.couldNotBeFound')} />;
  }
  return <ErrorScreen status={details.status} message={details.message} />;
}

/** The router's error element: inside the app layout, or on its own (`bare`) at the top. */
export function RouteErrorScreen({ bare = false }: { bare?: boolean }) {
  return (
    <LastResortBoundary>
      {bare ? (
        <BareLayout>
          <RouteError />
        </BareLayout>
      ) : (
        <RouteError />
      )}
    </LastResortBoundary>
  );
}
