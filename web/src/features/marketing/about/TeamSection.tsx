import styled from 'styled-components';
import { teamSection } from '../../../content/about';
import { initialsOf, leadership, projectManagers } from '../../../content/team';
import type { TeamMember } from '../../../content/types';
import { SocialIcon } from '../../../ui/SocialIcon';
import { up } from '../../../ui/theme';
import { PageSection } from '../shared/PageSection';

const Row = styled.ul<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  max-width: ${({ $count }) => ($count === 2 ? '760px' : 'none')};
  & + & {
    margin-top: ${({ theme }) => theme.space[5]}px;
  }
  ${up('md')} {
    grid-template-columns: repeat(${({ $count }) => $count}, 1fr);
  }
`;

const Member = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  text-align: center;
  h3 {
    margin-top: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Role = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentText};
`;

const Portrait = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 112px;
  height: 112px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(135deg, #1d2128, #2c323b);
  color: ${({ theme }) => theme.colors.onInk};
  font-size: 2rem;
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: 0.04em;
  box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.accentSoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Profile = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-top: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Member>
      <Portrait aria-hidden={member.photo ? undefined : true}>
        {member.photo ? (
          <img
            src={member.photo.src}
            width={member.photo.width}
            height={member.photo.height}
            alt={member.photo.alt}
            loading="lazy"
            decoding="async"
          />
        ) : (
          initialsOf(member)
        )}
      </Portrait>
      <h3>{member.name}</h3>
      <Role>{member.title}</Role>
      <p>{member.bio}</p>
      <Profile
        href={member.linkedin}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${member.name} on LinkedIn`}
      >
        <SocialIcon name="LinkedIn" />
      </Profile>
    </Member>
  );
}

export function TeamSection() {
  return (
    <PageSection
      tone="sunken"
      eyebrow={teamSection.eyebrow}
      heading={teamSection.heading}
      lead={teamSection.lead}
      center
    >
      <Row $count={leadership.length} aria-label="Leadership">
        {leadership.map((member) => (
          <MemberCard key={member.name} member={member} />
        ))}
      </Row>
      <Row $count={projectManagers.length} aria-label="Project managers">
        {projectManagers.map((member) => (
          <MemberCard key={member.name} member={member} />
        ))}
      </Row>
    </PageSection>
  );
}
