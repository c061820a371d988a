/**
 * The functions as a deploy runs them. Cloud Build uploads functions/ alone and installs it
 * from its own package.json and lockfile: nothing of the repository's node_modules is there.
 * So here the built functions (lib/, from `npm run build`) are installed alone into a
 * temporary folder, loaded by firebase-functions' own discovery, and the blog function answers
 * real requests against the Firestore emulator, each in a fresh Node process whose folder
 * resolves only what that install holds.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, emulatorUrl, PROJECT_ID } from '../../../scripts/lib/ports';
import { seedArticles } from '../../../scripts/seed/blog/articles';
import { seedPostDocument } from '../../../scripts/seed/blog/seedBlog';
import { seedCategories } from '../../../scripts/seed/blog/taxonomy';

const run = promisify(execFile);
const functionsDir = fileURLToPath(new URL('../../', import.meta.url));
/** The browser SDK: the web app imports it only lazily, for data the server render is given. */
const BROWSER_SDK = /^firebase(\/|$)/;

/**
 * What a deploy's processes get: the project, and nothing that points into the repository.
 * npm and node are the Node running this test (the Functions runtime's major).
 */
function deployEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: `${dirname(process.execPath)}:${process.env['PATH'] ?? ''}`,
    HOME: process.env['HOME'] ?? tmpdir(),
    GCLOUD_PROJECT: PROJECT_ID,
    // As firebase-tools gives discovery: the Storage triggers name the default bucket.
    FIREBASE_CONFIG: JSON.stringify({
      projectId: PROJECT_ID,
      storageBucket: `${PROJECT_ID}.appspot.com`,
    }),
    ...extra,
  };
}

/** A node process in the install's folder, running a module given as text. */
function nodeIn(dir: string, code: string, args: string[], env: NodeJS.ProcessEnv) {
  return run(process.execPath, ['--input-type=module', '-e', code, '--', ...args], {
    cwd: dir,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Resolves each bare specifier (argv) as the install's modules would: the answer or the error. */
const RESOLVE = `
const out = {};
for (const specifier of process.argv.slice(1)) {
  try { out[specifier] = import.meta.resolve(specifier); } catch (error) { out[specifier] = error.code ?? String(error); }
}
console.log(JSON.stringify(out));`;

/**
 * Serves the exported blog function over HTTP with express, as the Functions Framework does
 * (firebase-functions depends on express, so the install has it), and prints its port.
 */
const SERVE = `
const { renderBlog } = await import('./lib/index.js');
const { default: express } = await import('express');
const app = express();
app.use((request, response) => renderBlog(request, response));
const server = app.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));`;

const source = seedArticles.find((a) => a.status === 'published');
if (!source) throw new Error('no published seed article');
/** A published post of the test's own, in a seed category. */
const article = {
  ...source,
  slug: 'checked-as-deployed',
  title: 'Rendered from a deploy install',
  publishDate: '2026-02-03T15:00:00.000Z',
  status: 'published' as const,
  tagSlugs: [],
  image: undefined,
};
const category = seedCategories.find((c) => c.slug === article.categorySlug);
if (!category) throw new Error(`no seed category ${article.categorySlug}`);

let dir = '';
let installLog = '';
let server: ChildProcess | undefined;
let origin = '';
/** What the serving process printed (the function logs why it answered 500 there). */
let serverOutput = '';
let app: App | undefined;

beforeAll(async () => {
  for (const file of ['lib/index.js', 'lib/web/entry-server.js', 'package-lock.json']) {
    await readFile(join(functionsDir, file)).catch(() => {
      throw new Error(`functions/${file} is missing: run npm run build (and lock:functions).`);
    });
  }
  dir = await mkdtemp(join(tmpdir(), 'functions-deploy-'));
  for (const entry of ['package.json', 'package-lock.json', 'lib']) {
    await cp(join(functionsDir, entry), join(dir, entry), { recursive: true });
  }
  // No npm_config_* of the `npm test` that started this: the root .npmrc is not uploaded.
  const installed = await run(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: dir, env: deployEnv() },
  );
  installLog = `${installed.stdout}${installed.stderr}`;

  const documents = `${emulatorUrl('firestore')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const cleared = await fetch(documents, { method: 'DELETE' });
  if (!cleared.ok) throw new Error(`Could not clear the Firestore emulator: ${cleared.status}`);
  app = initializeApp({ projectId: PROJECT_ID }, 'deployed-install-test');
  const db = getFirestore(app);
  const { slug, name, description } = category;
  await db.doc(`categories/${slug}`).set({ name, slug, description });
  await db.doc(`posts/test-${article.slug}`).set(seedPostDocument(article, new Map(), 0));
}, 300_000);

afterAll(async () => {
  server?.kill();
  if (app) await deleteApp(app);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the functions installed alone, as a deploy installs them', () => {
  it('installs from the lockfile, and resolves nothing from the repository', async () => {
    expect(installLog).not.toMatch(/npm (error|ERR)/);
    const { stdout } = await nodeIn(
      dir,
      RESOLVE,
      ['firebase-admin/firestore', 'firebase'],
      deployEnv(),
    );
    const resolved = JSON.parse(stdout) as Record<string, string>;
    expect(resolved['firebase-admin/firestore']).toContain(`${dir}/node_modules/`);
    // The repository's node_modules has the browser SDK: were it reachable, this test would
    // not see what a deploy misses.
    expect(resolved['firebase']).toBe('ERR_MODULE_NOT_FOUND');
  });

  it('every package lib/ imports is in the install, but the browser SDK in chunks the render never loads', async () => {
    // The whole import graph of lib/index.js and of the server bundle it loads by a computed
    // URL, dynamic imports included, with each package import and what imports it.
    const imports: { specifier: string; importer: string }[] = [];
    const result = await build({
      entryPoints: [join(dir, 'lib/index.js'), join(dir, 'lib/web/entry-server.js')],
      bundle: true,
      write: false,
      metafile: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      outdir: join(dir, 'graph'),
      absWorkingDir: dir,
      logLevel: 'silent',
      plugins: [
        {
          name: 'packages',
          setup(graph) {
            graph.onResolve({ filter: /^[^./]/ }, (args) => {
              if (!isBuiltin(args.path))
                imports.push({ specifier: args.path, importer: args.importer });
              return { path: args.path, external: true };
            });
          },
        },
      ],
    });
    const packages = [...new Set(imports.map((i) => i.specifier))].sort();
    expect(packages).toEqual(expect.arrayContaining(['firebase-admin/app', 'firebase-functions']));
    const { stdout } = await nodeIn(dir, RESOLVE, packages, deployEnv());
    const resolved = JSON.parse(stdout) as Record<string, string>;
    const missing = packages.filter((p) => !resolved[p]?.startsWith(`file://${dir}/node_modules/`));
    expect(
      missing.filter((p) => !BROWSER_SDK.test(p)),
      'not installed by functions/package.json',
    ).toEqual([]);

    // The browser SDK is imported only by modules no static import reaches from either entry.
    const inputs: Metafile['inputs'] = result.metafile.inputs;
    const pathOf = (file: string) => relative(dir, file);
    const reached = new Set<string>();
    const visit = (input: string) => {
      if (reached.has(input) || !inputs[input]) return;
      reached.add(input);
      for (const i of inputs[input].imports)
        if (!i.external && i.kind !== 'dynamic-import') visit(i.path);
    };
    visit(pathOf(join(dir, 'lib/index.js')));
    visit(pathOf(join(dir, 'lib/web/entry-server.js')));
    expect(reached).toContain('lib/web/entry-server.js');
    const sdkAtStart = imports.filter(
      (i) => BROWSER_SDK.test(i.specifier) && reached.has(pathOf(i.importer)),
    );
    expect(sdkAtStart.map((i) => `${relative(dir, i.importer)} imports ${i.specifier}`)).toEqual(
      [],
    );
  });

  it('discovery loads lib/index.js and finds the blog function', async () => {
    const manifest = join(dir, 'discovered.json');
    await run(
      process.execPath,
      [join(dir, 'node_modules/firebase-functions/lib/bin/firebase-functions.js'), '.'],
      { cwd: dir, env: deployEnv({ FUNCTIONS_MANIFEST_OUTPUT_PATH: manifest }) },
    );
    const { endpoints } = JSON.parse(await readFile(manifest, 'utf8')) as {
      endpoints: Record<string, { httpsTrigger?: unknown }>;
    };
    expect(endpoints['renderBlog']?.httpsTrigger).toBeDefined();
  });

  describe('the blog function answers', () => {
    beforeAll(async () => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', SERVE], {
        cwd: dir,
        env: deployEnv(emulatorEnv()),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      origin = await new Promise<string>((resolve, reject) => {
        const fail = () => reject(new Error(`The blog function did not start:\n${serverOutput}`));
        child.stdout.on('data', (chunk: Buffer) => {
          serverOutput += chunk.toString();
          const port = /\{"port":(\d+)\}/.exec(serverOutput)?.[1];
          if (port) resolve(`http://127.0.0.1:${port}`);
        });
        child.stderr.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
        child.once('exit', fail);
      });
    }, 60_000);

    const get = async (path: string) => {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.text(),
      };
    };
    /** The answer, and the end of what the function logged, for a failed assertion. */
    const failure = (body: string) => `${body.slice(0, 500)}\n${serverOutput.slice(-3000)}`;
    const postUrl = `/blog/${article.slug}`;

    it('/blog lists the post', async () => {
      const page = await get('/blog');
      expect(page.status, failure(page.body)).toBe(200);
      expect(page.body).toContain(article.title);
      expect(page.body).toContain(`href="${postUrl}"`);
    });

    it('the post is its page', async () => {
      const page = await get(postUrl);
      expect(page.status, failure(page.body)).toBe(200);
      expect(page.body).toContain(`<h1`);
      expect(page.body).toContain(article.title);
      expect(page.body).toContain(article.paragraphs[0]?.slice(0, 60));
    });

    it("the post's category page lists it", async () => {
      const page = await get(`/blog/category/${category.slug}`);
      expect(page.status, failure(page.body)).toBe(200);
      expect(page.body).toContain(article.title);
    });

    it('/sitemap.xml and the feed give its address', async () => {
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.status, failure(sitemap.body)).toBe(200);
      expect(sitemap.type).toContain('xml');
      expect(sitemap.body).toMatch(new RegExp(`<loc>https?://[^<]+${postUrl}</loc>`));
      const feed = await get('/blog/rss.xml');
      expect(feed.status, failure(feed.body)).toBe(200);
      expect(feed.type).toContain('rss');
      expect(feed.body).toMatch(new RegExp(`<link>https?://[^<]+${postUrl}</link>`));
      expect(feed.body).toContain(article.title);
    });
  });
});
