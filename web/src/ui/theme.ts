/**
 * The one theme of the site. Every colour, size and shadow in the UI comes from here,
 * so the marketing pages and the admin look like one product.
 */
export const theme = {
  colors: {
    /** Confident dark: header, hero, footer. */
    ink: '#14171c',
    inkRaised: '#1d2128',
    inkBorder: '#2c323b',
    onInk: '#f5f2ec',
    onInkMuted: '#b9b4aa',
    /** Warm light surfaces for reading. */
    page: '#faf7f2',
    surface: '#ffffff',
    surfaceSunken: '#f1ece3',
    border: '#e4ddd1',
    text: '#1f2329',
    textMuted: '#5b616b',
    /** The one warm accent, reserved for calls to action and highlights. */
    accent: '#e8772e',
    accentHover: '#d2661f',
    accentSoft: '#fdeee2',
    /** The accent as text on light surfaces (the bright accent fails contrast there). */
    accentText: '#a84c0c',
    onAccent: '#1a1205',
    star: '#f5a524',
    success: '#1f8a4c',
    successSoft: '#e3f4ea',
    warning: '#b7791f',
    warningSoft: '#fdf3d9',
    destructive: '#c62828',
    destructiveSoft: '#fdecea',
    /** Focus outline: 3:1 or more on the dark ink and on every light surface alike. */
    focus: '#c85f1a',
  },
  fonts: {
    /** Inter where the page may use it (GlobalStyle sets the property), else its fallback. */
    body: 'var(--font-body)',
    webFont: "'Inter Variable'",
    fallback:
      "'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  /** Type scale (rem). Body copy is 1.0625rem: large enough to read on a phone in the sun. */
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.5rem',
    '2xl': 'clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)',
    '3xl': 'clamp(2.125rem, 1.6rem + 2.4vw, 3rem)',
    '4xl': 'clamp(2.5rem, 1.8rem + 3.4vw, 4rem)',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  lineHeights: { tight: 1.15, snug: 1.3, body: 1.65 },
  /** Spacing scale (px), indexed by step. */
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128] as const,
  radii: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(20, 23, 28, 0.08)',
    md: '0 4px 14px rgba(20, 23, 28, 0.10)',
    lg: '0 16px 40px rgba(20, 23, 28, 0.16)',
    header: '0 6px 24px rgba(0, 0, 0, 0.35)',
  },
  breakpoints: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  layout: { maxWidth: '1200px', headerHeight: '72px' },
  zIndices: { header: 50, overlay: 60, toast: 70 },
  transitions: { fast: '150ms ease', base: '250ms ease', slow: '600ms ease-out' },
} as const;

export type AppTheme = typeof theme;

export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export const space = (step: SpaceStep): string => `${theme.space[step]}px`;

/** Mobile-first media query: styles apply from this width up. */
export const up = (bp: keyof AppTheme['breakpoints']): string =>
  `@media (min-width: ${theme.breakpoints[bp]}px)`;
