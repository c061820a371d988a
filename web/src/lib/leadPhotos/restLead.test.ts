// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createLeadCommit, firestoreRestTarget, leadAnswerOf, toRestFields } from './restLead';

describe("a lead in Firestore's REST shape", () => {
  it('types each value as the rules read it: a whole number is an int, none of undefined', () => {
    expect(
      toRestFields({
        name: 'Maria',
        message: null,
        photoCount: 2,
        ratio: 1.5,
        ok: true,
        gone: undefined,
        source: { page: '/', referrer: null, tags: ['a'] },
      }),
    ).toEqual({
      name: { stringValue: 'Maria' },
      message: { nullValue: null },
      photoCount: { integerValue: '2' },
      ratio: { doubleValue: 1.5 },
      ok: { booleanValue: true },
      source: {
        mapValue: {
          fields: {
            page: { stringValue: '/' },
            referrer: { nullValue: null },
            tags: { arrayValue: { values: [{ stringValue: 'a' }] } },
          },
        },
      },
    });
  });

  it('creates only if absent, dated by the server', () => {
    const { commitUrl, database } = firestoreRestTarget('127.0.0.1:8080', 'demo-altum', false);
    expect(commitUrl).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-altum/databases/(default)/documents:commit',
    );
    expect(createLeadCommit(database, 'L1', {})).toEqual({
      writes: [
        {
          update: { name: 'projects/demo-altum/databases/(default)/documents/contacts/L1', fields: {} },
          currentDocument: { exists: false },
          updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
        },
      ],
    });
    expect(firestoreRestTarget('firestore.googleapis.com', 'p').commitUrl).toMatch(/^https:/);
  });

  it('reads a refusal or an existing lead as refused, anything else as a try again', () => {
    expect(
      [
        [200, ''],
        [403, ''],
        [409, ''],
        [400, '{"error":{"status":"FAILED_PRECONDITION"}}'],
        [400, '{"error":{"status":"INVALID_ARGUMENT"}}'],
        [401, ''],
        [429, ''],
        [503, ''],
      ].map(([status, body]) => leadAnswerOf(status as number, body as string)),
    ).toEqual(['stored', 'refused', 'refused', 'refused', 'failed', 'failed', 'failed', 'failed']);
  });
});
