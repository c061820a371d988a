/**
 * The site's address for the request page's link in booking e-mails and invitations: the
 * first of SITE_ORIGINS (the site's own domain, in functions/.env.<project-id>), else the
 * project's Hosting domain. Read from the environment, as countPostView reads SITE_ORIGINS.
 */
import { projectID } from 'firebase-functions/params';

export function firstSiteOrigin(project: string, origins: string): string {
  const own = origins
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .find(Boolean);
  return own ?? `https://${project}.web.app`;
}

export function bookingSiteOrigin(): string {
  return firstSiteOrigin(projectID.value(), process.env['SITE_ORIGINS'] ?? '');
}
