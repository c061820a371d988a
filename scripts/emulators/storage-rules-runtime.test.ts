// The Storage rules runtime on its own: first the raw JSON-lines protocol, then through
// firebase-tools' own StorageRulesRuntime client, which is what the Storage emulator uses.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStorageRulesRuntime } from './java';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /public/{file} {
      allow get: if true;
      allow create: if request.auth != null
        && request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('image/.*');
      allow delete: if request.auth != null && resource.metadata.owner == request.auth.uid;
    }
    match /admin/{file} {
      allow create: if firestore.get(/databases/(default)/documents/roles/$(request.auth.uid)).data.admin == true;
      allow get: if firestore.exists(/databases/(default)/documents/roles/$(request.auth.uid));
    }
  }
}
`;

const BROKEN_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    allow read: if true
  }
`;

// The same parsing as firebase-tools' storage rules manager applies to compile issues.
function describeIssue(issue: string): string {
  const parsed = JSON.parse(issue) as {
    description_: string;
    sourcePosition_: { fileName_: string; line_: number };
  };
  return `${parsed.description_.replace(/\.$/, '')} in ${parsed.sourcePosition_.fileName_}:${parsed.sourcePosition_.line_}`;
}

let runtimeJar: string;

beforeAll(async () => {
  runtimeJar = await buildStorageRulesRuntime();
}, 120_000);

describe('storage rules runtime protocol', () => {
  type Message = Record<string, unknown> & { id?: number; server_request_id?: number };
  let child: ChildProcessWithoutNullStreams;
  const received: Message[] = [];
  let waiters: Array<() => void> = [];

  function send(message: object): void {
    child.stdin.write(JSON.stringify(message) + '\n');
  }

  async function next(match: (m: Message) => boolean): Promise<Message> {
    for (;;) {
      const index = received.findIndex(match);
      if (index >= 0) return received.splice(index, 1)[0] as Message;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }

  const reply = (id: number) => (m: Message) => m.id === id;

  function verify(id: number, path: string, method: string, uid: string | null): void {
    const segments = path
      .split('/')
      .filter(Boolean)
      .map((simple) => ({ simple }));
    send({
      action: 'verify',
      id,
      context: {
        rulesetName: 'main',
        service: 'firebase.storage',
        path,
        method,
        variables: {
          resource: { null_value: null },
          request: {
            map_value: {
              fields: {
                path: { path_value: { segments } },
                time: { timestamp_value: new Date().toISOString() },
                resource: { null_value: null },
                auth: uid
                  ? { map_value: { fields: { uid: { string_value: uid } } } }
                  : { null_value: null },
              },
            },
          },
        },
      },
    });
  }

  beforeAll(() => {
    child = spawn('java', ['-Duser.language=en', '-jar', runtimeJar, 'serve']);
    // Every message must be exactly one line: the real client parses each chunk whole.
    createInterface({ input: child.stdout }).on('line', (line) => {
      received.push(JSON.parse(line) as Message);
      const wake = waiters;
      waiters = [];
      wake.forEach((resolve) => resolve());
    });
  });

  afterAll(() => {
    child.kill();
  });

  it('announces itself with id -1', async () => {
    expect(await next(reply(-1))).toEqual({ id: -1, status: 'ok', warnings: [], errors: [] });
  }, 30_000);

  it('loads a ruleset and reports its version', async () => {
    const files = [{ name: 'storage.rules', content: RULES }];
    send({ action: 'load_ruleset', id: 1, context: { rulesetName: 'main', source: { files } } });
    expect(await next(reply(1))).toEqual({
      id: 1,
      status: 'ok',
      warnings: [],
      errors: [],
      result: { rulesVersion: 2 },
    });
  }, 30_000);

  it('reports syntax errors in the shape the storage rules manager parses', async () => {
    const files = [{ name: 'broken.rules', content: BROKEN_RULES }];
    send({ action: 'load_ruleset', id: 2, context: { rulesetName: 'broken', source: { files } } });
    const response = await next(reply(2));
    expect(response.status).toBe('ok');
    expect(response.result).toBeUndefined();
    const errors = response.errors as string[];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map(describeIssue)).toContain("Unexpected '<EOF>' in broken.rules:6");
  });

  it('asks for Firestore documents and uses the answer', async () => {
    verify(3, '/b/bucket/o/admin/report.pdf', 'create', 'u1');
    const lookup = await next((m) => m.server_request_id === 3);
    expect(lookup).toEqual({
      server_request_id: 3,
      action: 'fetch_firestore_document',
      context: { path: '/databases/(default)/documents/roles/u1' },
    });
    send({
      id: 3,
      status: 'ok',
      warnings: [],
      errors: [],
      result: {
        name: 'projects/demo-test/databases/(default)/documents/roles/u1',
        fields: { admin: { booleanValue: true } },
      },
    });
    expect(await next(reply(3))).toMatchObject({ status: 'ok', result: { permit: true } });

    verify(4, '/b/bucket/o/admin/report.pdf', 'create', 'u2');
    await next((m) => m.server_request_id === 4);
    send({ id: 4, status: 'not_found', warnings: [], errors: [] });
    const denied = await next(reply(4));
    expect(denied).toMatchObject({ status: 'ok', result: { permit: false } });
    expect(denied.warnings).toEqual([expect.stringMatching(/Null value error/)]);
  });

  it('answers requests for an unknown ruleset with an error', async () => {
    send({
      action: 'verify',
      id: 5,
      context: { rulesetName: 'nope', path: '/b/x/o/y', method: 'get' },
    });
    expect(await next(reply(5))).toMatchObject({
      status: 'ok',
      errors: ['No ruleset named nope is loaded'],
    });
  });
});

describe("with firebase-tools' StorageRulesRuntime client", () => {
  // firebase-tools is CommonJS and untyped at this depth: describe the parts used here.
  interface Issues {
    errors: string[];
    warnings: string[];
  }
  interface Ruleset {
    verify(opts: {
      method: string;
      path: string;
      file: { before?: object; after?: object };
      projectId: string;
      token?: string;
    }): Promise<{ permitted?: boolean; issues: Issues }>;
  }
  interface Runtime {
    start(autoDownload?: boolean): Promise<void>;
    stop(): Promise<void>;
    loadRuleset(source: { files: Array<{ name: string; content: string }> }): Promise<{
      ruleset?: Ruleset;
      issues: Issues;
    }>;
  }
  type FirestoreClient = { get(path: string): Promise<{ body: unknown }> };

  type Registry = { client: (emulator: string, options?: object) => FirestoreClient };

  let runtime: Runtime;
  let registry: Registry;
  let savedClient: Registry['client'];
  let ruleset: Ruleset;
  const savedEnv = process.env.STORAGE_EMULATOR_BINARY_PATH;
  // Stands in for the Firestore emulator: documents by REST name.
  const documents = new Map<string, object>();
  const fetched: string[] = [];

  // An unsigned ID token; the client only decodes it.
  function token(uid: string): string {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ user_id: uid, sub: uid })}.`;
  }

  function object(name: string, overrides: Record<string, unknown> = {}): object {
    return {
      name,
      bucket: 'demo-test.appspot.com',
      generation: '1',
      metageneration: '1',
      size: 1024,
      timeCreated: new Date(),
      updated: new Date(),
      md5Hash: 'x',
      crc32c: 'y',
      etag: 'z',
      contentEncoding: 'identity',
      contentType: 'image/png',
      metadata: {},
      ...overrides,
    };
  }

  async function permitted(
    method: string,
    name: string,
    file: { before?: object; after?: object },
    uid?: string,
  ): Promise<boolean | undefined> {
    const result = await ruleset.verify({
      method,
      path: `b/demo-test.appspot.com/o/${name}`,
      file,
      projectId: 'demo-test',
      ...(uid ? { token: token(uid) } : {}),
    });
    return result.permitted;
  }

  beforeAll(async () => {
    // firebase-tools reads the override while loading its modules, so set it before requiring.
    process.env.STORAGE_EMULATOR_BINARY_PATH = runtimeJar;
    const require = createRequire(import.meta.url);
    // The same stdout framing the local stack preloads into firebase-tools.
    require('./frame-storage-runtime-output.cjs');
    const { StorageRulesRuntime } =
      require('firebase-tools/lib/emulator/storage/rules/runtime.js') as {
        StorageRulesRuntime: new () => Runtime;
      };
    registry = (
      require('firebase-tools/lib/emulator/registry.js') as { EmulatorRegistry: Registry }
    ).EmulatorRegistry;
    savedClient = registry.client;
    registry.client = () => ({
      async get(path: string) {
        fetched.push(path);
        // Like a real emulator round trip: answers arrive a little later, in any order.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
        const doc = documents.get(path);
        if (!doc) throw new Error(`404 ${path}`);
        return { body: doc };
      },
    });
    runtime = new StorageRulesRuntime();
    await runtime.start(false);
    const loaded = await runtime.loadRuleset({
      files: [{ name: 'storage.rules', content: RULES }],
    });
    expect(loaded.issues.errors).toEqual([]);
    ruleset = loaded.ruleset as Ruleset;
  }, 60_000);

  afterAll(async () => {
    await runtime.stop();
    registry.client = savedClient;
    if (savedEnv === undefined) delete process.env.STORAGE_EMULATOR_BINARY_PATH;
    else process.env.STORAGE_EMULATOR_BINARY_PATH = savedEnv;
  });

  it('allows creating a small image when signed in', async () => {
    const after = object('public/a.png');
    expect(await permitted('create', 'public/a.png', { after }, 'u1')).toBe(true);
  });

  it('denies create without auth, when too large, or not an image', async () => {
    expect(await permitted('create', 'public/a.png', { after: object('public/a.png') })).toBe(
      false,
    );
    const big = object('public/a.png', { size: 5 * 1024 * 1024 });
    expect(await permitted('create', 'public/a.png', { after: big }, 'u1')).toBe(false);
    const pdf = object('public/a.pdf', { contentType: 'application/pdf' });
    expect(await permitted('create', 'public/a.pdf', { after: pdf }, 'u1')).toBe(false);
    expect(await permitted('create', 'other/a.png', { after: object('other/a.png') }, 'u1')).toBe(
      false,
    );
  });

  it('checks an upload over an existing object as update, as production does', async () => {
    // The rules above allow create under public/ but no update: an overwrite must be denied.
    const before = object('public/a.png');
    const after = object('public/a.png', { generation: '2' });
    expect(await permitted('create', 'public/a.png', { before, after }, 'u1')).toBe(false);
    expect(await permitted('create', 'public/a.png', { after }, 'u1')).toBe(true);
  });

  it('allows get under public/ only', async () => {
    expect(await permitted('get', 'public/a.png', { before: object('public/a.png') })).toBe(true);
    expect(await permitted('get', 'other/a.png', { before: object('other/a.png') }, 'u1')).toBe(
      false,
    );
  });

  it('allows delete by the owner only', async () => {
    const before = object('public/a.png', { metadata: { owner: 'u1' } });
    expect(await permitted('delete', 'public/a.png', { before }, 'u1')).toBe(true);
    expect(await permitted('delete', 'public/a.png', { before }, 'u2')).toBe(false);
    expect(await permitted('delete', 'public/a.png', { before })).toBe(false);
  });

  it('looks up Firestore documents through the client for firestore.get() and exists()', async () => {
    documents.set('projects/demo-test/databases/(default)/documents/roles/boss', {
      name: 'projects/demo-test/databases/(default)/documents/roles/boss',
      fields: { admin: { booleanValue: true } },
    });
    documents.set('projects/demo-test/databases/(default)/documents/roles/staff', {
      name: 'projects/demo-test/databases/(default)/documents/roles/staff',
      fields: { admin: { booleanValue: false } },
    });
    const after = object('admin/r.pdf', { contentType: 'application/pdf' });
    expect(await permitted('create', 'admin/r.pdf', { after }, 'boss')).toBe(true);
    expect(await permitted('create', 'admin/r.pdf', { after }, 'staff')).toBe(false);
    expect(await permitted('create', 'admin/r.pdf', { after }, 'nobody')).toBe(false);
    expect(await permitted('get', 'admin/r.pdf', { before: after }, 'staff')).toBe(true);
    expect(await permitted('get', 'admin/r.pdf', { before: after }, 'nobody')).toBe(false);
    expect(fetched).toContain('projects/demo-test/databases/(default)/documents/roles/nobody');
  });

  // Many requests in flight at once make the runtime answer back-to-back; if two answers
  // reached the client in one stdout chunk it would drop both and these would never settle.
  it('keeps many concurrent requests apart, including ones waiting on Firestore', async () => {
    const after = object('admin/r.pdf', { contentType: 'application/pdf' });
    const cases = Array.from({ length: 40 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return { expected: true, result: permitted('create', 'admin/r.pdf', { after }, 'boss') };
        case 1:
          return {
            expected: false,
            result: permitted('create', 'admin/r.pdf', { after }, 'nobody'),
          };
        case 2:
          return {
            expected: true,
            result: permitted('get', 'public/a.png', { before: object('public/a.png') }),
          };
        default:
          return {
            expected: false,
            result: permitted('get', 'other/a.png', { before: object('other/a.png') }),
          };
      }
    });
    const results = await Promise.all(cases.map((c) => c.result));
    expect(results).toEqual(cases.map((c) => c.expected));
  }, 30_000);

  it('reports evaluation errors as warnings and denies', async () => {
    const result = await ruleset.verify({
      method: 'create',
      path: 'b/demo-test.appspot.com/o/public/a.png',
      file: { after: object('public/a.png', { contentType: null }) },
      projectId: 'demo-test',
      token: token('u1'),
    });
    expect(result.permitted).toBe(false);
    expect(result.issues.warnings).toEqual([expect.stringMatching(/storage\.rules line \[\d+\]/)]);
  });

  it('rejects a ruleset with a syntax error', async () => {
    const loaded = await runtime.loadRuleset({
      files: [{ name: 'broken.rules', content: BROKEN_RULES }],
    });
    expect(loaded.ruleset).toBeUndefined();
    expect(loaded.issues.errors.map(describeIssue)).toContain(
      "Unexpected '<EOF>' in broken.rules:6",
    );
  });
});
