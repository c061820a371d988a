import styled from 'styled-components';

export const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  /* Dark bands set --eyebrow-color to the bright accent; light ones keep the darker text tone. */
  color: var(--eyebrow-color, ${({ theme }) => theme.colors.accentText});
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: inherit;
  opacity: 0.85;
  max-width: 60ch;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
