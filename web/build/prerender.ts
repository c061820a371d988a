/**
 * Build step after `vite build` (client) and `vite build --ssr` (server entry): writes each
 * public route as static HTML, so crawlers and slow phones get the page before any script.
 *
 *   /                       -> dist/index.html
 *   /about                  -> dist/about.html          (served at /about by cleanUrls)
 *   /services/roof-repairs  -> dist/services/roof-repairs.html
 *
 * dist/spa.html keeps the empty app shell for the app's routes that are not prerendered (admin).
 * If the host still falls back to index.html, the client notices the path differs from
 * data-prerendered-path and renders from scratch instead of hydrating.
 *
 * The blog changes without a build, so it is rendered on request by a Cloud Function
 * (functions/src/blog/renderBlog.ts). For it this step leaves, in web/dist-server/, the
 * server bundle and blog-templates.json: the page around the app for each blog route, with
 * the same deferred script loader, inlined font stylesheet and exact CSP meta as a
 * prerendered page, and placeholders for what each request fills in (src/app/serverPage.ts).
 * The functions build bundles both into the function.
 */
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minify, transformWithOxc } from 'vite';
import { PAGE_LOADER_FILE, SERVICE_WORKER_FILE } from './pwa';
import type { PageLoaderBuild, PageStart } from '../src/app/pageLoader/loader';
import { POST_SHOWN_EVENT } from '../src/features/blog/postShown';
import { PENDING_LEADS_KEY } from '../src/features/lead/pendingLeads';
import { PENDING_LEAD_PHOTOS_KEY } from '../src/features/lead/pendingLeadPhotos';
import { buildTarget, functionUrl, withPolicyMeta } from './csp';
import { robotsTxt } from './robots';
import { secureBuild } from './secure-build';

interface ServerEntry {
  siteUrl: string;
  prerenderPaths: readonly string[];
  offlinePagePath: string;
  SERVER_PAGE_PLACEHOLDERS: Record<'head' | 'path' | 'app' | 'data', string>;
  render(path: string): Promise<{
    appHtml: string;
    headHtml: string;
    styleTags: string;
    status: number;
    routeIds: string[];
  }>;
}

/** The part of Vite's build manifest the prerender reads. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const serverDir = join(distDir, '.server');
/** What the blog function needs from this build, outside dist/ so Hosting never serves it. */
const blogServerDir = join(webDir, 'dist-server');

/**
 * The blog's routes, each with the layout routes above it, as the router matches them, and
 * when its app starts. The list, a category page and a post work without it (links, a search
 * form that is a plain GET form too; a post's view is counted by the page loader), so, as on
 * the marketing pages, their app waits for an input.
 */
const BLOG_ROUTES: Record<string, { routeIds: string[]; start: PageStart['start'] }> = {
  '/_site/blog/': { routeIds: ['__root__', '/_site', '/_site/blog/'], start: 'input' },
  '/_site/blog/$slug': { routeIds: ['__root__', '/_site', '/_site/blog/$slug'], start: 'input' },
  '/_site/blog/category/$slug': {
    routeIds: ['__root__', '/_site', '/_site/blog/category/$slug'],
    start: 'input',
  },
  // A path under /blog that no route matches: the site's 404 page.
  '': { routeIds: ['__root__'], start: 'input' },
};

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** Marks tags the prerender put in <head>, so the client can drop them when it does not hydrate. */
const markPrerendered = (headHtml: string) =>
  headHtml.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');

/** '/_site/' -> 'src/routes/_site/index.tsx', '/_site/about' -> 'src/routes/_site/about.tsx'. */
const routeFile = (routeId: string) =>
  `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`;

/** The entry imports the app from here dynamically, to start it in steps (src/main.tsx). */
const APP_START = 'src/app/start.tsx';

/**
 * The client loads a page's route chunks before it hydrates; preloading them (and what they
 * import) from the HTML fetches them in parallel with the entry script instead of after it.
 */
function routePreloads(
  manifest: Manifest,
  routeIds: readonly string[],
  template: string,
  moduleKeys: readonly string[] = [],
) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  if (!manifest[APP_START]) throw new Error(`The build manifest has no ${APP_START}`);
  visit(APP_START);
  for (const routeId of routeIds) {
    const prefix = `${routeFile(routeId)}?`;
    Object.keys(manifest)
      .filter((key) => key.startsWith(prefix))
      .forEach(visit);
  }
  for (const key of moduleKeys) {
    if (!manifest[key]) throw new Error(`The build manifest has no ${key}`);
    visit(key);
  }
  return [...files]
    .filter((file) => file.endsWith('.js') && !template.includes(`/${file}`))
    .map((file) => `/${file}`);
}

/**
 * Compiles a file of src/app/pageLoader/ to a minified plain script, with the constants it
 * declares filled in. The files are modules only so TypeScript checks each alone.
 */
async function pageLoaderScript(name: string, constants: Record<string, unknown>) {
  const file = join(webDir, 'src', 'app', 'pageLoader', name);
  const { code: javascript } = await transformWithOxc(await readFile(file, 'utf8'), file, {
    lang: 'ts',
  });
  const declared = Object.entries(constants)
    .map(([key, value]) => `const ${key}=${JSON.stringify(value)};`)
    .join('');
  const { code, errors } = await minify(
    name.replace(/\.ts$/, '.js'),
    `(()=>{${declared}${javascript.replace(/export \{\};\s*$/, '')}})();`,
  );
  if (errors.length > 0 || /\bexport\b|\bimport\b/.test(code)) {
    throw new Error(
      `src/app/pageLoader/${name} does not minify to a plain script: ${String(errors)}`,
    );
  }
  return code.trim();
}

const PAGE_LOADER_URL = `/${PAGE_LOADER_FILE}`;
const inlineLoader = await pageLoaderScript('inline.ts', { PAGE_LOADER_URL });
const inlineFormHold = await pageLoaderScript('formHold.ts', {});

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page is readable before any script runs, so its scripts should not compete
 * with the page's own paint for a phone's bandwidth or main thread. The entry script and
 * module preloads move out of <head> into the page loader, which starts them when the page
 * needs them (after the first paint, or on the first input); the page keeps only the inline
 * script that fetches the loader. `key` names the page's start in the loader.
 */
function withPageLoader(html: string, key: string) {
  if (/['"&<>]/.test(key)) throw new Error(`Unexpected character in page key ${key}`);
  // A page with a form only the app sends holds an early submit for it (formHold.ts).
  const hold = html.includes('data-sent-by-app') ? `<script>${inlineFormHold}</script>` : '';
  const loader = `${hold}<script data-page="${key}">${inlineLoader}</script>`;
  return html.replace(entryTag, '').replace(preloadTag, '').replace('</body>', `${loader}</body>`);
}

function fillTemplate(
  template: string,
  path: string,
  page: Awaited<ReturnType<ServerEntry['render']>>,
) {
  const rootTag = '<div id="root"></div>';
  if (!template.includes(rootTag) || !template.includes('</head>')) {
    throw new Error(`index.html template has no ${rootTag} or </head>`);
  }
  // When a host serves this file for another path (an SPA fallback), hide the wrong page
  // until the client has rendered the right one.
  const pagePath = path === '/' ? '' : path;
  const shellGuard =
    `<script>if(location.pathname.replace(/\\/+$/,'')!=='${pagePath}')` +
    `document.documentElement.dataset.spaShell=''</script>` +
    '<style>[data-spa-shell] #root{visibility:hidden}</style>';
  return template
    .replace('</head>', `${markPrerendered(page.headHtml)}${page.styleTags}${shellGuard}</head>`)
    .replace(rootTag, `<div id="root" data-prerendered-path="${path}">${page.appHtml}</div>`);
}

const entry = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry;
/**
 * The stylesheet is only the font face (well under 1 KB): inlined, the prerendered page paints
 * without waiting for another request.
 */
async function inlineStylesheets(html: string) {
  let result = html;
  for (const match of html.matchAll(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
  )) {
    const css = await readFile(join(distDir, match[1] as string), 'utf8');
    result = result.replace(match[0], `<style>${css}</style>`);
  }
  return result;
}

const template = await readFile(join(distDir, 'index.html'), 'utf8');
// Every page registers the worker by this URL: it must be what the build wrote.
await access(join(distDir, SERVICE_WORKER_FILE)).catch(() => {
  throw new Error(`The build has no ${SERVICE_WORKER_FILE} for the page loader to register`);
});
const manifest = JSON.parse(
  await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;
// The shell renders at once: it preloads the app's start-up chunks from its <head>, so they
// arrive together rather than one after another as each step imports the next.
const shellPreloads = routePreloads(manifest, [], template)
  .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
  .join('');
await writeFile(join(distDir, 'spa.html'), template.replace('</head>', `${shellPreloads}</head>`));

/** Each page's start, by the key in its data-page: written into the page loader at the end. */
const pageStarts: Record<string, PageStart> = {};
/** What every page preloads: the entry's own imports and the app's start-up. */
const sharedModules = [
  ...[...template.matchAll(preloadTag)].map((match) => match[1] as string),
  ...routePreloads(manifest, [], template),
];
/**
 * The lead form's code: a route showing the form fetches it in its loader
 * (features/lead/LoadedLeadForm.tsx), which the manifest cannot tell from the route. A page
 * that carries the form preloads it with its route's chunks, so hydrating the page does not
 * wait for a fetch that would only start then.
 */
const LEAD_FORM_MODULE = 'src/features/lead/LeadFormCard.tsx';
/** A page's own modules: its routes' chunks (and the form's), without the ones every page shares. */
const pageModules = (routeIds: readonly string[], html: string) =>
  routePreloads(
    manifest,
    routeIds,
    template,
    html.includes('data-sent-by-app') ? [LEAD_FORM_MODULE] : [],
  ).filter((file) => !sharedModules.includes(file));

for (const path of entry.prerenderPaths) {
  const page = await entry.render(path);
  if (page.status !== 200) throw new Error(`Prerender of ${path} answered ${page.status}`);
  const file = join(distDir, fileFor(path));
  await mkdir(dirname(file), { recursive: true });
  const html = fillTemplate(template, path, page);
  pageStarts[path] = { start: 'input', modules: pageModules(page.routeIds, html) };
  await writeFile(file, await inlineStylesheets(withPageLoader(html, path)));
  console.log(`prerendered ${path} -> dist/${fileFor(path)}`);
}

await writeFile(join(distDir, 'robots.txt'), robotsTxt(entry.siteUrl));
console.log(`robots.txt -> Sitemap: ${entry.siteUrl}/sitemap.xml`);

/**
 * A page that runs no script, from the template: every script goes, the app's entry and the
 * web-font gate alike (so the page keeps the fallback font).
 */
async function scriptlessPage(page: Awaited<ReturnType<ServerEntry['render']>>, name: string) {
  const html = template
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</head>', `${page.headHtml}${page.styleTags}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.appHtml}</div>`);
  if (/<script\b(?![^>]*application\/json)/.test(html)) {
    throw new Error(`${name} must run no script, and it has one`);
  }
  return inlineStylesheets(html);
}

/**
 * The offline page is served by the service worker in place of another address (a post never
 * read), so it runs no script: the app would render that other address, which needs the
 * network. Without scripts there is no shell guard to hide it either; its links work alone.
 */
{
  const path = entry.offlinePagePath;
  const page = await entry.render(path);
  if (page.status !== 200) throw new Error(`Prerender of ${path} answered ${page.status}`);
  await writeFile(join(distDir, fileFor(path)), await scriptlessPage(page, path));
  console.log(`prerendered ${path} -> dist/${fileFor(path)} (no scripts)`);
}

/**
 * The 404 page Hosting serves, with status 404, for a path that is no page (`/no-such-page`)
 * or a file that does not exist (`/x.png`, `/assets/old.js`): the app's shell is only for the
 * app's own routes (firebase.json's rewrites), so neither gets a page that answers 200. Like the offline page
 * it runs no script: whoever reaches it by a file's address reads it as it is.
 */
{
  // A path no route matches renders the root's not-found page.
  const page = await entry.render('/404');
  if (page.status !== 404 || !page.appHtml.includes('Oops! Page not found')) {
    throw new Error(`/404 did not render the 404 page (routes ${page.routeIds.join(', ')})`);
  }
  await writeFile(join(distDir, '404.html'), await scriptlessPage(page, 'The 404 page'));
  console.log('prerendered the 404 page -> dist/404.html (no scripts)');
}

// The server bundle is not part of the site: it moves out of dist/ for the blog function.
await rm(blogServerDir, { recursive: true, force: true });
await rename(serverDir, blogServerDir);
const blogTemplates: Record<string, string> = {};
const slots = entry.SERVER_PAGE_PLACEHOLDERS;
for (const [leaf, { routeIds, start }] of Object.entries(BLOG_ROUTES)) {
  const html = template
    .replace('</head>', `${slots.head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered-path="${slots.path}" data-server-data="${slots.data}">${slots.app}</div>`,
    );
  pageStarts[leaf] = { start, modules: pageModules(routeIds, html) };
  const page = await inlineStylesheets(withPageLoader(html, leaf));
  // The request fills in no script (the app fetches the page's data), so the policy of the
  // template is the policy of every page made from it.
  blogTemplates[leaf] = await withPolicyMeta(page, buildTarget());
}
await writeFile(join(blogServerDir, 'blog-templates.json'), JSON.stringify(blogTemplates));
console.log(
  `blog templates: ${Object.keys(blogTemplates).length} -> dist-server/blog-templates.json`,
);

{
  const entrySrc = template.match(entryTag)?.[1];
  if (!entrySrc) throw new Error('index.html template has no module entry script');
  const build: PageLoaderBuild = {
    entry: entrySrc,
    shared: sharedModules,
    pages: pageStarts,
    worker: `/${SERVICE_WORKER_FILE}`,
    leads: PENDING_LEADS_KEY,
    leadPhotos: PENDING_LEAD_PHOTOS_KEY,
    views: functionUrl(buildTarget(), 'countPostView'),
    postShown: POST_SHOWN_EVENT,
  };
  const loader = await pageLoaderScript('loader.ts', { PAGE_LOADER_BUILD: build });
  await writeFile(join(distDir, PAGE_LOADER_FILE), `${loader}\n`);
  // Beside the build manifest (never served): what the bundle budget test walks from.
  await writeFile(join(distDir, '.vite', 'page-loader.json'), JSON.stringify(build, null, 2));
  console.log(`page loader: ${Object.keys(pageStarts).length} pages -> dist/${PAGE_LOADER_FILE}`);
}

// Last: each page's policy holds the hashes of its final inline scripts.
await secureBuild(distDir);
