import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import classes from './page.module.css';

/**
 * The last line: anything a section boundary did not catch (a page's code that
 * failed to load, say) shows the site's own message, inside the header and
 * footer, with a way home. Visitors never see a framework's error screen.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  /** A navigation elsewhere gets a fresh try. */
  static getDerivedStateFromProps(props: BoundaryProps, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The page ${this.props.pathname} failed to render:`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={classes.status}>
        <h1>Sorry, this page could not be shown</h1>
        <p>Something went wrong on our side. Please try again in a moment.</p>
        <p>
          <a href="/">Return to the home page</a>
        </p>
      </div>
    );
  }
}
