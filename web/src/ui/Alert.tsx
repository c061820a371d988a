import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'error' | 'warning' | 'info';

const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $tone }) =>
      ({
        error: theme.colors.destructive,
        warning: theme.colors.warning,
        info: theme.colors.border,
      })[$tone]};
  background: ${({ theme, $tone }) =>
    ({
      error: theme.colors.destructiveSoft,
      warning: theme.colors.warningSoft,
      info: theme.colors.surfaceSunken,
    })[$tone]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A message in the page. Errors are announced at once; the rest politely. */
export function Alert({
  tone = 'error',
  id,
  children,
}: {
  tone?: AlertTone;
  /** To link the message to the fields it is about (aria-describedby). */
  id?: string;
  children: ReactNode;
}) {
  return (
    <Box $tone={tone} id={id} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
