import styled from 'styled-components';

const Mark = styled.svg`
  flex: none;
`;

const Wordmark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  line-height: 1;
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  gap: 3px;
  strong {
    font-size: 1.375rem;
    font-weight: 800;
    letter-spacing: 0.14em;
  }
  small {
    font-size: 0.625rem;
    font-weight: 600;
    letter-spacing: 0.32em;
    opacity: 0.75;
  }
`;

/** The Altum wordmark: a rising roof line ("altum" is Latin for elevated). */
export function Logo() {
  return (
    <Wordmark>
      <Mark width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <rect width="36" height="36" rx="8" fill="#e8772e" />
        <path
          d="M7 24 18 11l11 13"
          fill="none"
          stroke="#14171c"
          strokeWidth="3.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M13 27h10" stroke="#14171c" strokeWidth="3.4" strokeLinecap="round" />
      </Mark>
      <Words>
        {/* The space keeps the accessible name "ALTUM ROOFING" (the column layout ignores it). */}
        <strong>ALTUM</strong> <small>ROOFING</small>
      </Words>
    </Wordmark>
  );
}
