/** Why a save or delete of a post did not reach the server. */
export class PostWriteError extends Error {
  constructor(
    readonly reason: 'slug-taken' | 'conflict' | 'refused' | 'signed-out' | 'failed',
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = 'PostWriteError';
  }
}

/** A write's failure as a PostWriteError: the rules' refusal, or any other failure. */
export const asWriteError = (error: unknown): PostWriteError =>
  error instanceof PostWriteError
    ? error
    : new PostWriteError(
        (error as { code?: unknown } | null)?.code === 'permission-denied' ? 'refused' : 'failed',
        error,
      );
