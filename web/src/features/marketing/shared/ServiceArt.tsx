import {
  CloudLightning,
  Hammer,
  HardHat,
  Home,
  ShieldCheck,
  SunMedium,
  type LucideIcon,
} from 'lucide-react';
import styled from 'styled-components';
import type { ServiceSlug } from '../../../content/services';
import type { Photo } from '../../../content/types';
import { svgDataUrl } from '../../../ui/cssIcon';

const iconFor: Record<ServiceSlug, LucideIcon> = {
  'roof-repairs': Hammer,
  'roof-maintenance': ShieldCheck,
  'roof-replacement': Home,
  'skylights-ventilation': SunMedium,
  'new-construction': HardHat,
  'emergency-repairs': CloudLightning,
};

/** The drawn roofline across the bottom of a placeholder, stretched to the card's width. */
const ROOFLINES = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" preserveAspectRatio="none">' +
    '<path d="M0 120V84l80-44 80 44 80-60 80 44v52Z" fill="#1d2128"/>' +
    '<path d="M0 84l80-44 80 44 80-60 80 44" fill="none" stroke="#e8772e" stroke-opacity="0.55" stroke-width="3"/>' +
    '<path d="M0 104l80-36 80 36 80-50 80 36" fill="none" stroke="#2c323b" stroke-width="2"/></svg>',
);

/* The art is the stylesheet's: defined once, however many cards draw it. */
const Frame = styled.div<{ $drawn?: boolean }>`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background:
    ${({ $drawn }) => ($drawn ? `${ROOFLINES} bottom / 100% 70% no-repeat,` : '')}
      radial-gradient(90% 120% at 100% 0%, rgba(232, 119, 46, 0.35), transparent 55%),
    ${({ theme }) => theme.colors.ink};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badge = styled.span`
  position: absolute;
  left: 50%;
  top: 42%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  transform: translate(-50%, -50%);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35);
`;

/**
 * A service card's picture: the photo when content provides one, otherwise a drawn roofline
 * with the service's icon (a designed placeholder a real photo replaces one for one).
 */
export function ServiceArt({ slug, image }: { slug: ServiceSlug; image?: Photo }) {
  if (image) {
    return (
      <Frame>
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading="lazy"
          decoding="async"
          style={image.position ? { objectPosition: image.position } : undefined}
        />
      </Frame>
    );
  }
  const Icon = iconFor[slug];
  return (
    <Frame aria-hidden="true" $drawn>
      <Badge>
        <Icon size={32} aria-hidden="true" />
      </Badge>
    </Frame>
  );
}
