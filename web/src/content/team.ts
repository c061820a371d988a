import { company } from './company';
import type { TeamMember } from './types';

/**
 * The team on the about page: three in the top row, then the two project managers.
 * PLACEHOLDER: names, titles, bios and profile links are stand-ins until the client supplies
 * them; photos go in `photo` (initials show until then).
 */
const companyProfile =
  company.social.find((profile) => profile.name === 'LinkedIn')?.href ?? 'https://www.linkedin.com';

export const leadership: readonly TeamMember[] = [
  {
    name: 'Carlos Mendoza',
    title: 'Founder & Owner',
    linkedin: companyProfile,
    bio: 'Grew up in the family roofing business and built the crew behind 7,000+ Houston projects.',
  },
  {
    name: 'Elena Vargas',
    title: 'Operations Director',
    linkedin: companyProfile,
    bio: 'Keeps schedules, permits and materials on track so every job starts when promised.',
  },
  {
    name: 'Marco Reyes',
    title: 'Crew Lead',
    linkedin: companyProfile,
    bio: 'Leads the installation crew and signs off on every roof before the final walkthrough.',
  },
];

export const projectManagers: readonly TeamMember[] = [
  {
    name: 'Daniel Ortiz',
    title: 'Project Manager',
    linkedin: companyProfile,
    bio: 'Your point of contact from inspection to warranty, including insurance claims.',
  },
  {
    name: 'Sarah Mitchell',
    title: 'Project Manager',
    linkedin: companyProfile,
    bio: 'Plans repairs and maintenance visits and sends the daily photo updates.',
  },
];

/** 'Carlos Mendoza' -> 'CA'. */
export function initialsOf(member: TeamMember): string {
  if (member.initials) return member.initials;
  return member.name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}
