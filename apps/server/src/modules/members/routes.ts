import type { AppContext } from '../../context.ts';
import type { Api } from '../../http/schemas.ts';

/** Joining, the badge, its image and its verification: all public. */
export async function memberRoutes(_api: Api, _ctx: AppContext) {}
