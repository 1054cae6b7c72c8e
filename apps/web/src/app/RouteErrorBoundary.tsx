import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';

// The error page is only needed once something failed: it stays out of the first page's bundle.
const RouteErrorPage = lazy(() =>
  import('../features/errors/pages/RouteErrorPage.tsx').then((module) => ({
    default: module.RouteErrorPage,
  })),
);

interface BoundaryProps {
  children: ReactNode;
  /** Changes with every navigation: the next page gets its chance again. */
  locationKey: string;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.locationKey === state.locationKey) return null;
    return { error: undefined, failed: false, locationKey: props.locationKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}

/**
 * What a page that fails to load (its chunk) or to render shows instead of the layout, until the
 * user goes elsewhere: the error page, by what failed.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}
