import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    --font-body: ${({ theme }) => theme.fonts.fallback};
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* Anchored sections must not hide under the fixed header. */
    scroll-padding-top: ${({ theme }) => theme.layout.headerHeight};
  }
  /* Set before the first paint by index.html's head script (see ui/fonts.css). */
  html[data-web-font] {
    --font-body: ${({ theme }) => `${theme.fonts.webFont}, ${theme.fonts.fallback}`};
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.page};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    letter-spacing: -0.02em;
  }
  p { margin: 0; }
  a { color: inherit; }
  img, svg { display: block; max-width: 100%; }
  img { height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
  /* Nothing moves for those who ask the system for less motion: every animation and transition
     ends at once (0.01 ms, not 0, so their end events still fire), with no delay before it. */
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-delay: 0s !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      transition-delay: 0s !important;
    }
  }
`;
