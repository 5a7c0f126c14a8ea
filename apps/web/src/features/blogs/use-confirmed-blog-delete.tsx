import { MSG } from '@ssf/domain/messages';
import { useConfirmedDelete } from '../../components/admin/use-confirmed-delete.ts';
import { useDeleteBlog } from './blog-admin-api.ts';

/**
 * Delete a blog after the admin confirms ('Are you sure you want to delete this blog?'), then say
 * how it went: 'Blog deleted successfully' or 'Failed to delete blog'. `remove` resolves true when
 * the blog is gone; render `dialog` in the page.
 */
export function useConfirmedBlogDelete() {
  const { remove: confirmDelete, dialog, deleting } = useConfirmedDelete(useDeleteBlog());
  const remove = (id: string) =>
    confirmDelete(id, {
      title: 'Delete blog',
      message: MSG.confirmDeleteBlog,
      done: () => MSG.blogDeleted,
      failed: MSG.blogDeleteFailed,
      logLabel: 'Failed to delete blog',
    });
  return { remove, dialog, isPending: deleting };
}
