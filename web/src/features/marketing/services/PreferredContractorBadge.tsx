import styled from 'styled-components';

const Svg = styled.svg`
  width: 148px;
  height: 148px;
  flex: none;
`;

/** A drawn seal for the preferred-contractor status (the manufacturer's own badge can replace it). */
export function PreferredContractorBadge({ label }: { label: string }) {
  return (
    <Svg viewBox="0 0 148 148" role="img" aria-label={label}>
      <circle cx="74" cy="74" r="70" fill="#1d2128" stroke="#e8772e" strokeWidth="4" />
      <circle
        cx="74"
        cy="74"
        r="58"
        fill="none"
        stroke="#e8772e"
        strokeOpacity="0.45"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      <path
        d="M44 78 74 54l30 24"
        fill="none"
        stroke="#e8772e"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="m60 88 10 10 18-20"
        fill="none"
        stroke="#f5f2ec"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="74"
        y="118"
        textAnchor="middle"
        fill="#f5f2ec"
        fontSize="10"
        fontWeight="800"
        letterSpacing="1.5"
      >
        PREFERRED
      </text>
      <text
        x="74"
        y="40"
        textAnchor="middle"
        fill="#b9b4aa"
        fontSize="8.5"
        fontWeight="700"
        letterSpacing="1.5"
      >
        CONTRACTOR
      </text>
    </Svg>
  );
}
