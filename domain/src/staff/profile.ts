import * as v from 'valibot';

/** Limits of `profiles/{uid}`, the same in the rules. */
export const PROFILE_LIMITS = { email: 255, fullName: 200, avatarUrl: 2048 } as const;

/** `profiles/{uid}`: who a signed-in person is, written by that person at every Google sign-in. */
export const profileSchema = v.object({
  email: v.pipe(v.string(), v.maxLength(PROFILE_LIMITS.email)),
  fullName: v.pipe(v.string(), v.maxLength(PROFILE_LIMITS.fullName)),
  avatarUrl: v.nullable(v.pipe(v.string(), v.maxLength(PROFILE_LIMITS.avatarUrl))),
});

export type Profile = v.InferOutput<typeof profileSchema>;

/** A staff member's name in the admin header: the part of the e-mail before the @. */
export function displayNameOf(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/**
 * The profile a sign-in writes, from what the identity provider says about the person. The
 * name is shown to staff and copied onto posts as their author: control characters (which
 * the rules refuse) become spaces.
 */
export function profileFromAccount(account: {
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}): Profile {
  const email = (account.email ?? '').slice(0, PROFILE_LIMITS.email);
  const name = account.displayName?.replace(/\p{Cc}+/gu, ' ').trim();
  const fullName = (name || displayNameOf(email)).slice(0, PROFILE_LIMITS.fullName);
  const avatarUrl =
    account.photoURL && account.photoURL.length <= PROFILE_LIMITS.avatarUrl
      ? account.photoURL
      : null;
  return { email, fullName, avatarUrl };
}
