import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ComponentType } from 'react';

/**
 * Turns a styled <a> into a typed router link. Wrapping styled components with `styled(Link)`
 * loses the router's types for `to` and `params`; createLink keeps them.
 */
export function routerLink(Anchor: ComponentType<ComponentPropsWithRef<'a'>>) {
  return createLink((props: ComponentPropsWithRef<'a'>) => <Anchor {...props} />);
}
