import { useRouter, useRouterState } from '@tanstack/react-router';
import {
  useState,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type ElementType,
  type MouseEvent,
  type ReactNode,
} from 'react';

const subscribeToNothing = () => () => {};

/** True while React hydrates server markup (its server snapshot); false in a client render. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/*
 * An element whose children React leaves to the server: with dangerouslySetInnerHTML, React
 * neither hydrates nor clears the children already in the DOM. The one object keeps React from
 * ever writing it (props are compared by identity).
 */
const SERVER_MARKUP = { __html: '' };

/** Left, unmodified clicks on same-site links: the router takes them, as its own links would. */
function routedHref(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = (event.target as Element).closest('a');
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

type StaticMarkupProps<T extends ElementType> = {
  as?: T;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'children' | 'dangerouslySetInnerHTML'>;

/**
 * Content without interaction (text, pictures, links) that needs no client work on a
 * prerendered page: during hydration the element keeps the server's markup and React skips
 * everything inside it. In a client render (after navigating here) it renders normally. Either
 * way its same-site links navigate through the router. Anything inside that needs React
 * (state, handlers) belongs outside, next to it; the element's own props stay React's.
 */
export function StaticMarkup<T extends ElementType = 'div'>({
  as,
  children,
  ...props
}: StaticMarkupProps<T>) {
  const Element: ElementType = as ?? 'div';
  const router = useRouter();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const hydrating = useHydrating();
  // The server's markup stands for the page it was rendered for; a new path (a service page
  // to the next one, same components) renders the new content.
  const [serverPath] = useState(() => (hydrating ? path : null));
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const href = routedHref(event);
    if (!href) return;
    event.preventDefault();
    void router.navigate({ href });
  };

  if (typeof window === 'undefined') return <Element {...props}>{children}</Element>;
  return serverPath === path ? (
    <Element
      key="server"
      {...props}
      onClick={onClick}
      dangerouslySetInnerHTML={SERVER_MARKUP}
      suppressHydrationWarning
    />
  ) : (
    <Element key="client" {...props} onClick={onClick}>
      {children}
    </Element>
  );
}
