import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { WhenIdle } from '../WhenIdle';
import { BackToTop, PAGE_TOP_ID } from './BackToTop';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { usePublicNavigationUpdates } from './usePublicNavigationUpdates';

const Toaster = lazy(() => import('../toast/Toaster'));
const ServiceWorkerUpdates = lazy(() => import('../pwa/ServiceWorkerUpdates'));

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  &:focus {
    top: 12px;
  }
`;

/* The page's full height: Back to top's lane reaches its end. */
const Frame = styled.div`
  position: relative;
`;

const Main = styled.main`
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  min-height: 70vh;
`;

interface PublicLayoutProps {
  children: ReactNode;
  /** Browser-only extras (toasts, queued work), rendered once idle after hydration. */
  afterHydration?: ReactNode;
}

/** The public site's frame: fixed top bar, page, footer, back-to-top button and toasts. */
export function PublicLayout({ children, afterHydration }: PublicLayoutProps) {
  usePublicNavigationUpdates();
  return (
    <Frame>
      {/* Back to top's target: the start of the page, before the first thing Tab reaches. */}
      <span id={PAGE_TOP_ID} />
      <SkipLink href="#main">Skip to content</SkipLink>
      {/* Each part of the page hydrates on its own (a Suspense boundary each: the header and
          footer here, each section of a page in it), so React can yield between them and
          hydrate first, alone, the part a visitor taps while the app starts. */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <BackToTop />
      <WhenIdle>
        <Suspense fallback={null}>
          <Toaster preset="public" />
          <ServiceWorkerUpdates area="public" />
          {afterHydration}
        </Suspense>
      </WhenIdle>
    </Frame>
  );
}
