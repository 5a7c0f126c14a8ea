import type { AppContext } from '../../context.ts';
import type { Api } from '../../http/schemas.ts';

/** The admins' members list, its CSV export and revoking a membership. */
export async function memberAdminRoutes(_api: Api, _ctx: AppContext) {}
