import { Component, type ErrorInfo, type ReactNode } from 'react';
import { withTranslation, type WithTranslation } from 'react-i18next';

interface Props extends WithTranslation {
  /** who renders inside: a page component name or `<plugin>:<slot>`; shown so a crash names its source */
  source: string;
  children: ReactNode;
  /** render nothing on failure (navbar slots must not push the layout around) */
  quiet?: boolean;
}

interface State {
  error: Error | null;
}

/** Keeps one page or slot from taking the whole console down (DESIGN §5). */
class Boundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[zhuxie] ${this.props.source} crashed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    const { t, source, quiet } = this.props;
    if (!error) return this.props.children;
    if (quiet) return null;
    return (
      <div className="zx-crash" role="alert">
        <h3>{t('common:error.crashTitle')}</h3>
        <p>{t('common:error.crashSource', { source })}</p>
        <pre>{error.message}</pre>
        <button type="button" className="zx-crash-retry" onClick={() => this.setState({ error: null })}>
          {t('common:error.retry')}
        </button>
      </div>
    );
  }
}

export const ErrorBoundary = withTranslation()(Boundary);
