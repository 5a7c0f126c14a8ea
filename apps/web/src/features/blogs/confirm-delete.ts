import { MSG } from '@ssf/domain/messages';

/**
 * Asks before deleting (SPEC.md section 5) and alerts 'Failed to delete blog' when it fails
 * (section 8). Resolves true when the blog was deleted.
 */
export async function confirmAndDelete(remove: () => Promise<unknown>): Promise<boolean> {
  if (!window.confirm(MSG.confirmDeleteBlog)) return false;
  try {
    await remove();
    return true;
  } catch (err) {
    console.error('Failed to delete blog', err);
    window.alert(MSG.blogDeleteFailed);
    return false;
  }
}
