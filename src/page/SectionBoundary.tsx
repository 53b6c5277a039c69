import { Component, type ErrorInfo, type ReactNode } from 'react';

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
 * Around every section: an error boundary, so a section that throws or whose
 * code fails to load renders nothing while the rest of the page, the header and
 * the footer keep working. No Suspense boundary: the whole client app loads a
 * page's section code before it hydrates (src/client/start.tsx), so the page
 * hydrates in one pass and no section's enhancement changes the HTML of a
 * section React has yet to hydrate.
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
    return this.props.children;
  }
}
