// The local development account for the login hint. `astro dev` gets it from
// scripts/dev.ts (.data/dev-admin.json); in a production build DEV is false,
// so the whole expression, values included, is removed from the bundle.
export interface DevAccount {
  username: string;
  password: string;
}

export const DEV_ACCOUNT: DevAccount | null =
  import.meta.env.DEV && import.meta.env.PUBLIC_DEV_ADMIN_USERNAME && import.meta.env.PUBLIC_DEV_ADMIN_PASSWORD
    ? { username: import.meta.env.PUBLIC_DEV_ADMIN_USERNAME, password: import.meta.env.PUBLIC_DEV_ADMIN_PASSWORD }
    : null;
