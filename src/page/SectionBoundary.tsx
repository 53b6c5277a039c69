import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

interface SectionBoundaryProps {
  /** The section type and the manifest it comes from, for the one log line a failure gets. */
  type: string;
  file: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Around every section: a Suspense boundary, so React hydrates each section as
 * its own unit (short tasks, each as soon as its code arrives), and an error
 * boundary, so a section that throws or whose code fails to load renders
 * nothing while the rest of the page, the header and the footer keep working.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `Section "${this.props.type}" of ${this.props.file} failed and is left out:`,
      error,
      info.componentStack,
    );
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
