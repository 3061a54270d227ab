import { Component, type ReactNode } from 'react';
import { reportRenderProblem } from '../reports/area-reports';
import { ErrorPage } from './error-page';

/** Unhandled render errors in the browser end on the error page (status 500) instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; resetKey: string }) {
    // Navigating elsewhere clears the error.
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    reportRenderProblem('error', error);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
