import styled from 'styled-components';
import { space, up, type SpaceStep } from './theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  ${up('md')} {
    padding: 0 ${({ theme }) => theme.space[6]}px;
  }
`;

export type SectionTone = 'page' | 'surface' | 'sunken' | 'ink';

/** A full-width band of the page. `ink` is the dark tone. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => theme.space[8]}px 0;
  background: ${({ theme, $tone = 'page' }) =>
    ({
      page: theme.colors.page,
      surface: theme.colors.surface,
      sunken: theme.colors.surfaceSunken,
      ink: theme.colors.ink,
    })[$tone]};
  color: ${({ theme, $tone }) => ($tone === 'ink' ? theme.colors.onInk : theme.colors.text)};
  --eyebrow-color: ${({ theme, $tone }) => ($tone === 'ink' ? theme.colors.accent : theme.colors.accentText)};
  ${up('md')} {
    padding: ${({ theme }) => theme.space[9]}px 0;
  }
`;

export const Stack = styled.div<{ $gap?: SpaceStep }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 4 }) => space($gap)};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** A whole screen: a bar on top, the rest below it (the admin area, the offline page). */
export const ScreenFrame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  background: ${({ theme }) => theme.colors.page};
  color: ${({ theme }) => theme.colors.text};
`;

/** A whole screen with one thing in its middle (sign-in, the access check). */
export const CenteredScreen = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.page};
`;
