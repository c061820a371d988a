import styled from 'styled-components';

const Svg = styled.svg`
  width: 100%;
  height: auto;
`;

/**
 * The hero's illustration: a Houston home under an inspection drone, drawn in the theme's
 * colours. Decorative, so it costs no request and never shifts the layout.
 */
export function RoofScene() {
  return (
    <Svg viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="roof-scene-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a2f38" />
          <stop offset="1" stopColor="#1b1f26" />
        </linearGradient>
        <linearGradient id="roof-scene-roof" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f08a45" />
          <stop offset="1" stopColor="#c95f1b" />
        </linearGradient>
        <pattern id="roof-scene-shingles" width="22" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 11.5h22M11 0v11.5" stroke="#14171c" strokeOpacity="0.28" strokeWidth="1.2" />
        </pattern>
      </defs>
      <rect x="8" y="8" width="464" height="384" rx="28" fill="url(#roof-scene-sky)" />
      <circle cx="384" cy="92" r="34" fill="#e8772e" opacity="0.22" />
      <circle cx="384" cy="92" r="18" fill="#f6a15d" opacity="0.55" />
      {/* Drone with its scan cone over the roof. */}
      <g transform="translate(300 70)">
        <path d="M-6 34 -52 124h100L6 34Z" fill="#f6a15d" opacity="0.1" />
        <rect x="-18" y="20" width="36" height="14" rx="5" fill="#f5f2ec" />
        <path d="M-34 18h20M14 18h20" stroke="#f5f2ec" strokeWidth="4" strokeLinecap="round" />
        <circle cx="0" cy="38" r="4" fill="#e8772e" />
      </g>
      {/* House. */}
      <path d="M96 238v118h288V238" fill="#f5f2ec" />
      <path d="M64 248 240 128l176 120Z" fill="url(#roof-scene-roof)" />
      <path d="M64 248 240 128l176 120Z" fill="url(#roof-scene-shingles)" />
      <path
        d="M56 252 240 126l184 126"
        fill="none"
        stroke="#14171c"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="316" y="150" width="30" height="52" fill="#b9b4aa" />
      <rect x="310" y="144" width="42" height="10" rx="2" fill="#5b616b" />
      <rect x="210" y="284" width="60" height="72" rx="4" fill="#1d2128" />
      <circle cx="258" cy="322" r="3" fill="#e8772e" />
      <rect x="126" y="272" width="56" height="44" rx="4" fill="#1d2128" />
      <path d="M154 272v44M126 294h56" stroke="#f5f2ec" strokeWidth="4" />
      <rect x="298" y="272" width="56" height="44" rx="4" fill="#1d2128" />
      <path d="M326 272v44M298 294h56" stroke="#f5f2ec" strokeWidth="4" />
      <path d="M40 356h400" stroke="#2c323b" strokeWidth="6" strokeLinecap="round" />
      {/* Inspection checkmark badge. */}
      <g transform="translate(110 118)">
        <circle r="30" fill="#14171c" stroke="#e8772e" strokeWidth="4" />
        <path
          d="m-12 0 8 8 16-16"
          fill="none"
          stroke="#f5f2ec"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </Svg>
  );
}
