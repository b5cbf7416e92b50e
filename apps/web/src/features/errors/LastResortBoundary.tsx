import { buildPath, localeOfPath } from '@vezel/domain/routes/route-table';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LastResortBoundaryState {
  failed: boolean;
}

/**
 * Catches what the error pages themselves could not render. Deliberately plain: no
 * theme, no translations, nothing that could fail again.
 */
export class LastResortBoundary extends Component<
  { children: ReactNode },
  LastResortBoundaryState
> {
  override state: LastResortBoundaryState = { failed: false };

  static getDerivedStateFromError(): LastResortBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Vezel could not render its error page', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const home = buildPath('home', localeOfPath(window.location.pathname));
    return (
      <div
        role="alert"
        data-testid="fatal-error"
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: 640,
          margin: '64px auto',
          padding: 16,
        }}
      >
        <p>Sorry, er ging iets fout. · An error occurred. · Une erreur est survenue.</p>
        <p>
          <a href={home} data-testid="fatal-error-home">
            Naar de homepage · Go to homepage · Aller à l’accueil
          </a>
        </p>
      </div>
    );
  }
}
