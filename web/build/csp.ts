/**
 * Content-Security-Policy of the built site, in two layers that browsers both enforce:
 *
 * - the header: the union of that build's page policies (siteHeaderPolicy) and
 *   frame-ancestors, which a <meta> policy cannot carry. firebase.json holds production's
 *   fixed origins; the local stack and the deploy serve a copy with the build's own header
 *   (scripts/lib/hostingConfig.ts), so production's never names an emulator;
 * - a <meta http-equiv="Content-Security-Policy"> that this file writes into every HTML
 *   page after the prerender: exactly this build's origins (production Firebase, or the
 *   local emulators from firebase.json, never both), and the sha256 of each inline script of
 *   that page, so no other inline script runs.
 *
 * Styles: styled-components injects <style> elements at run time, hence 'unsafe-inline'
 * for styles (style injection cannot run script). Fonts are self-hosted.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { emulatorUrl, PROJECT_ID } from '../../scripts/lib/ports';
import { isLocalStackEnv } from '../src/lib/firebase/stackMode';

/** Google's script for the sign-in popup and redirect (the Auth SDK loads it). */
const GOOGLE_SIGN_IN_SCRIPT = 'https://apis.google.com';

/**
 * After a failed request, Firestore's transport (WebChannel) loads this pixel to tell a lost
 * connection from a refused request, whichever backend it talks to (firebase-js-sdk#6777).
 * Blocked, every dropped connection logs a policy violation and reads as "no network".
 */
const WEBCHANNEL_NETWORK_CHECK = 'https://www.google.com/images/cleardot.gif';

/**
 * App Check's token exchange, where production trades reCAPTCHA Enterprise attestations. The
 * local stack hands out its own token without an exchange (web/src/lib/firebase/appCheck.ts).
 */
const APP_CHECK_API = 'https://content-firebaseappcheck.googleapis.com';

/**
 * reCAPTCHA Enterprise, App Check's provider in production only: its loader
 * (www.google.com/recaptcha/enterprise.js) fetches its code from www.gstatic.com/recaptcha/
 * and runs in frames from both Google hosts, as Google's reCAPTCHA FAQ lists. Paths, not
 * whole hosts: nothing else of www.google.com may run or frame on the site.
 */
const RECAPTCHA = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

export interface BuildTarget {
  /** The local stack: the emulators' origins instead of Google's. */
  local: boolean;
  /** The Firebase project (production builds). */
  projectId?: string;
  /** The Auth domain (production builds: the Hosting domain serves the auth handler). */
  authDomain?: string;
}

export type Policy = Record<string, string[]>;

/** The origins one build talks to, by what it needs them for. */
export async function firebaseOrigins(target: BuildTarget) {
  if (target.local) {
    const auth = emulatorUrl('auth');
    const storage = emulatorUrl('storage');
    return {
      connect: [emulatorUrl('firestore'), auth, storage, emulatorUrl('functions')],
      images: [storage],
      scripts: [],
      // The Auth emulator's sign-in helper frame.
      frames: [auth],
    };
  }
  if (!target.projectId || !target.authDomain)
    throw new Error('A production build needs the Firebase project id and Auth domain');
  return {
    connect: [
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebasestorage.googleapis.com',
      `https://us-central1-${target.projectId}.cloudfunctions.net`,
      APP_CHECK_API,
    ],
    images: ['https://firebasestorage.googleapis.com', 'https://lh3.googleusercontent.com'],
    scripts: RECAPTCHA.scripts,
    frames: [`https://${target.authDomain}`, 'https://accounts.google.com', ...RECAPTCHA.frames],
  };
}

/**
 * The URL of a Cloud Function (us-central1, as deployed) for this build: the Functions
 * emulator's on the local stack, the one the Functions SDK would call in production.
 */
export function functionUrl(target: BuildTarget, name: string): string {
  if (target.local) return `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/${name}`;
  if (!target.projectId) throw new Error('A production build needs the Firebase project id');
  return `https://us-central1-${target.projectId}.cloudfunctions.net/${name}`;
}

/** The exact policy of one page of one build. */
export async function pagePolicy(target: BuildTarget, inlineScripts: string[]): Promise<Policy> {
  const origins = await firebaseOrigins(target);
  const hashes = inlineScripts.map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, GOOGLE_SIGN_IN_SCRIPT, ...origins.scripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins.images, WEBCHANNEL_NETWORK_CHECK],
    'connect-src': ["'self'", ...origins.connect],
    'frame-src': ["'self'", ...origins.frames],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export const formatPolicy = (policy: Policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/** Reads a policy back (for tests and the header check). */
export function parsePolicy(text: string): Policy {
  const policy: Policy = {};
  for (const part of text.split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/);
    if (directive) policy[directive] = sources;
  }
  return policy;
}

/** The bodies of the inline (no src) scripts of a page, exactly as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/**
 * The page with its policy right after <meta charset> (which must stay within the first
 * 1024 bytes), before any script: a <meta> policy covers only what follows it.
 */
export async function withPolicyMeta(html: string, target: BuildTarget): Promise<string> {
  const head = html.match(/<meta charset=[^>]*>/i) ?? html.match(/<head[^>]*>/);
  if (!head || head.index === undefined) throw new Error('HTML page without <head>');
  if (html.includes('http-equiv="Content-Security-Policy"'))
    throw new Error('HTML page already has a Content-Security-Policy meta');
  const policy = formatPolicy(await pagePolicy(target, inlineScripts(html)));
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}">${html.slice(at)}`;
}

/** Local mode exactly as the client decides it. */
export function buildTarget(env: NodeJS.ProcessEnv = process.env): BuildTarget {
  return {
    local: isLocalStackEnv(env),
    projectId: env['VITE_FIREBASE_PROJECT_ID'],
    authDomain: env['VITE_FIREBASE_AUTH_DOMAIN'],
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : htmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    }),
  );
  return nested.flat();
}

/** Writes the policy meta into every HTML page of the build. Run after the prerender. */
export async function addContentSecurityPolicy(distDir: string, target = buildTarget()) {
  const files = await htmlFiles(distDir);
  for (const file of files) {
    await writeFile(file, await withPolicyMeta(await readFile(file, 'utf8'), target));
  }
  console.log(
    `content-security-policy: ${files.length} pages (${target.local ? 'local emulators' : `project ${target.projectId}`})`,
  );
}

/** The `<meta>` policy a page of the build carries, or null for a page without one. */
export function metaPolicyOf(html: string): Policy | null {
  const content = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1];
  return content === undefined ? null : parsePolicy(content);
}

/**
 * The header for every response of one build: the union of its pages' own policies (their
 * origins and the hashes of their inline scripts, nothing wider), plus what only a header can
 * carry. A response without a page policy (the blog function's error page) gets this.
 */
export function siteHeaderPolicy(pages: readonly string[]): Policy {
  const union: Policy = {};
  for (const html of pages) {
    for (const [directive, sources] of Object.entries(metaPolicyOf(html) ?? {})) {
      const kept = (union[directive] ??= []);
      for (const source of sources) if (!kept.includes(source)) kept.push(source);
    }
  }
  if (Object.keys(union).length === 0) throw new Error('The build has no page with a policy');
  return { ...union, 'frame-ancestors': ["'none'"] };
}

/** Every page a build serves: web/dist's HTML and the blog function's page templates. */
export async function builtPages(webDir: string): Promise<string[]> {
  const files = await htmlFiles(join(webDir, 'dist'));
  const templates = JSON.parse(
    await readFile(join(webDir, 'dist-server', 'blog-templates.json'), 'utf8'),
  ) as Record<string, string>;
  return [
    ...(await Promise.all(files.map((file) => readFile(file, 'utf8')))),
    ...Object.values(templates),
  ];
}
