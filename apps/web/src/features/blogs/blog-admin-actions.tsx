import { PAGES } from '@ssf/domain/pages';
import type { Blog } from '@ssf/domain/schemas/blog';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { useConfirmedBlogDelete } from './use-confirmed-blog-delete.tsx';

/**
 * A signed-in admin's Edit and Delete buttons on a blog's page (deleting asks first, then opens
 * /blogs). Loaded only when an admin is signed in: visitors' pages carry none of this code.
 */
export default function BlogAdminActions({ blog }: { blog: Blog }) {
  const { remove, dialog, isPending: deleting } = useConfirmedBlogDelete();
  const navigate = useNavigate();

  const onDelete = async () => {
    if (await remove(blog._id)) navigate(PAGES.blogs.path);
  };

  return (
    <div className="mt-4 flex gap-3">
      <Link to={PAGES.adminBlogEdit.href({ slug: blog.slug })} className={buttonClass('primary', 'sm')}>
        Edit
      </Link>
      <button type="button" onClick={onDelete} disabled={deleting} className={buttonClass('danger', 'sm')}>
        Delete
      </button>
      {dialog}
    </div>
  );
}
