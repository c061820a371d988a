import { createFileRoute } from '@tanstack/react-router';
import { ImagesScreen } from '../../features/admin';

/**
 * `?folder=Blog` (any case) shows one folder. The search is only lowercased here: this part of
 * a route ships with every page, so the folder list stays in the admin's own chunk, where the
 * screen ignores a name that is no folder.
 */
export const Route = createFileRoute('/admin/images')({
  head: () => ({ meta: [{ title: 'Images | Admin | Altum Roofing' }] }),
  validateSearch: (search: Record<string, unknown>): { folder?: string } =>
    typeof search['folder'] === 'string' && search['folder'].trim()
      ? { folder: search['folder'].trim().toLowerCase() }
      : {},
  component: ImagesRoute,
});

function ImagesRoute() {
  const { folder } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ImagesScreen
      folder={folder ?? null}
      onFolderChange={(next) =>
        void navigate({ search: next ? { folder: next } : {}, replace: true })
      }
    />
  );
}
