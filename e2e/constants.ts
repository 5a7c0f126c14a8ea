/** The admin the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN_EMAIL = 'admin@e2e.local';
export const ADMIN_PASSWORD = 'e2e-admin-password';
