/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `local` wires the Firebase client to the emulators; anything else reads the config below. */
  readonly VITE_FIREBASE_MODE?: 'local' | 'production';
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** App Check's reCAPTCHA Enterprise site key: a production build needs it. */
  readonly VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
  /** The local stack's App Check debug token (scripts/start.ts makes and prints it). */
  readonly VITE_APP_CHECK_DEBUG_TOKEN?: string;
  /** Lead alerts' VAPID public key (vite.config.ts fills in the local stack's). */
  readonly VITE_WEB_PUSH_PUBLIC_KEY?: string;
  /** The site's canonical origin (vite.config.ts: a production build needs it). */
  readonly VITE_SITE_URL: string;
  readonly VITE_COMPANY_EMAIL?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_LINKEDIN?: string;
  readonly VITE_REVIEWS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
