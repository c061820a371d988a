import { Camera, MapPin } from 'lucide-react';
import styled from 'styled-components';
import type { ServiceLanding } from '../../../content/serviceLandings';
import { PageSection } from '../shared/PageSection';
import { CardGrid } from '../../../ui/CardGrid';

const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  figcaption {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

/* A designed 'photo on its way' tile: the same 4:3 box a real photo fills. */
const ComingSoon = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  aspect-ratio: 4 / 3;
  background:
    repeating-linear-gradient(-45deg, rgba(232, 119, 46, 0.06) 0 14px, transparent 14px 28px),
    ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  svg {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export function GallerySection({ gallery }: { gallery: ServiceLanding['gallery'] }) {
  return (
    <PageSection heading={gallery.heading} lead={gallery.lead} center>
      <CardGrid $md={3}>
        {gallery.items.map((item) => (
          <li key={item.caption}>
            <Figure>
              {item.image ? (
                <img
                  src={item.image.src}
                  width={item.image.width}
                  height={item.image.height}
                  alt={item.image.alt}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <ComingSoon>
                  <Camera size={32} aria-hidden="true" />
                  Coming Soon
                </ComingSoon>
              )}
              <figcaption>
                <strong>{item.caption}</strong>
                <span>
                  <MapPin size={14} aria-hidden="true" />
                  {item.location}
                </span>
              </figcaption>
            </Figure>
          </li>
        ))}
      </CardGrid>
    </PageSection>
  );
}
