import { MSG } from '@ssf/domain/messages';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { useNotices } from '../../components/notices.tsx';
import { useDeleteBlog } from './blog-admin-api.ts';

/**
 * Delete a blog after the admin confirms ('Are you sure you want to delete this blog?'), then say
 * how it went: 'Blog deleted successfully' or 'Failed to delete blog'. `remove` resolves true when
 * the blog is gone; render `dialog` in the page.
 */
export function useConfirmedBlogDelete() {
  const { confirm, dialog } = useConfirm();
  const notices = useNotices();
  const deleteBlog = useDeleteBlog();

  const remove = async (id: string): Promise<boolean> => {
    const sure = await confirm({
      title: 'Delete blog',
      message: MSG.confirmDeleteBlog,
      confirmLabel: 'Delete',
    });
    if (!sure) return false;
    try {
      await deleteBlog.mutateAsync(id);
      notices.success(MSG.blogDeleted);
      return true;
    } catch (err) {
      console.error('Failed to delete blog', err);
      notices.error(MSG.blogDeleteFailed);
      return false;
    }
  };
  return { remove, dialog, isPending: deleteBlog.isPending };
}
