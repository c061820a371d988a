/**
 * Local stack only: the Google accounts the Auth emulator knows, read from the emulator's
 * own account-chooser page (which lists them, but needs Google's script to run).
 */
import { emulators } from '../../../../../../firebase.json';
import type { LocalGoogleAccount } from './signIn';

export async function listLocalGoogleAccounts(): Promise<LocalGoogleAccount[]> {
  const { host, port } = emulators.auth;
  const url = `http://${host}:${port}/emulator/auth/handler?apiKey=demo-api-key&providerId=google.com`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The Auth emulator answered ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const accounts: LocalGoogleAccount[] = [];
  for (const item of page.querySelectorAll<HTMLElement>('[data-id-token]')) {
    const claims = JSON.parse(decodeURIComponent(item.dataset.idToken ?? '{}')) as {
      sub?: string;
      email?: string;
      name?: string;
    };
    if (claims.sub && claims.email) {
      accounts.push({
        sub: claims.sub,
        email: claims.email,
        ...(claims.name ? { name: claims.name } : {}),
      });
    }
  }
  return accounts.sort((a, b) => a.email.localeCompare(b.email));
}
