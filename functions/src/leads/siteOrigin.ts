/**
 * The site's address for links in the office's e-mails (the lead in the inbox): the first of
 * SITE_ORIGINS (the site's own domain, from functions/.env.<project-id>; the local stack's
 * .env.local names the Hosting emulator), else the project's Hosting domain. Read from the
 * environment, as countPostView reads it: a param with no value would make every deploy ask.
 */
import { projectID } from 'firebase-functions/params';

export function firstSiteOrigin(project: string, origins: string): string {
  const own = origins
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .find(Boolean);
  return own ?? `https://${project}.web.app`;
}

export function siteOrigin(): string {
  return firstSiteOrigin(projectID.value(), process.env['SITE_ORIGINS'] ?? '');
}
